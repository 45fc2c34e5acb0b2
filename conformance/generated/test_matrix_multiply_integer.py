# Emitted by `python -m generators` from spec/operators/matrix_multiply_integer.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC (ns-directml-dml_matrix_multiply_integer_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_per_tensor_zero_points(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Description; Members: AZeroPointTensor, BZeroPointTensor ({ 1, 1, 1, 1 } per tensor) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-per-tensor-zero-points-6063427d72',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'inputs': {
            'ATensor': [1, 2, 3, 4, 5, 6],
            'AZeroPointTensor': [1],
            'BTensor': [10, 11, 12, 13, 14, 15],
            'BZeroPointTensor': [10],
        },
        'expected': {'OutputTensor': [10, 13, 28, 40]},
        'provenance': {
            'name': 'matrix_multiply_integer-per-tensor-zero-points',
            'spec_item': 'examples/per-tensor-zero-points',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Description; Members: AZeroPointTensor, BZeroPointTensor ({ 1, 1, 1, 1 } per tensor) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_row_and_per_column(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: AZeroPointTensor ({ 1, 1, M, 1 }: per row), BZeroPointTensor ({ 1, 1, 1, N }: per column) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-per-row-and-per-column-c220da7878',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
        },
        'inputs': {
            'ATensor': [5, 6, 7, 8],
            'AZeroPointTensor': [5, 8],
            'BTensor': [1, 2, 3, 4, 5, 6],
            'BZeroPointTensor': [1, 0, -1],
        },
        'expected': {'OutputTensor': [3, 5, 7, 0, -2, -4]},
        'provenance': {
            'name': 'matrix_multiply_integer-per-row-and-per-column',
            'spec_item': 'examples/per-row-and-per-column',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: AZeroPointTensor ({ 1, 1, M, 1 }: per row), BZeroPointTensor ({ 1, 1, 1, N }: per column) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_no_zero_points_type_ends(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: AZeroPointTensor, BZeroPointTensor (optional); Tensor support (INT8, UINT8) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-no-zero-points-type-ends-7b61d56e3a',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
        },
        'inputs': {'ATensor': [-128, 127], 'BTensor': [255, 255]},
        'expected': {'OutputTensor': [-255]},
        'provenance': {
            'name': 'matrix_multiply_integer-no-zero-points-type-ends',
            'spec_item': 'examples/no-zero-points-type-ends',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: AZeroPointTensor, BZeroPointTensor (optional); Tensor support (INT8, UINT8) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_zero_points_at_type_ends(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: AZeroPointTensor, BZeroPointTensor (used for dequantizing) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-zero-points-at-type-ends-9f27b0f715',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
        },
        'inputs': {
            'ATensor': [0, 255],
            'AZeroPointTensor': [255],
            'BTensor': [127, -128],
            'BZeroPointTensor': [-128],
        },
        'expected': {'OutputTensor': [-65025]},
        'provenance': {
            'name': 'matrix_multiply_integer-zero-points-at-type-ends',
            'spec_item': 'examples/zero-points-at-type-ends',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: AZeroPointTensor, BZeroPointTensor (used for dequantizing) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_batched(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Description (BatchCount * ChannelCount independent matrix multiplications) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-batched-f06b86329c',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2, 1, 1, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 1, 1, 1]},
        },
        'inputs': {'ATensor': [1, 2, 3, 4], 'BTensor': [5, 6, 7, 8]},
        'expected': {'OutputTensor': [17, 53]},
        'provenance': {
            'name': 'matrix_multiply_integer-batched',
            'spec_item': 'examples/batched',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Description (BatchCount * ChannelCount independent matrix multiplications) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_two_dimensional(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above ({ [BatchCount], [ChannelCount], M, K }, 2 to 4 dimensions; { [1], [1], AZeroPointCount, [1] }) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-two-dimensional-4bc5ee24d0',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [3, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 1]},
        },
        'inputs': {
            'ATensor': [1, 2, 3, 4, 5, 6],
            'AZeroPointTensor': [0, 4],
            'BTensor': [1, 1, 1],
            'BZeroPointTensor': [0],
        },
        'expected': {'OutputTensor': [6, 3]},
        'provenance': {
            'name': 'matrix_multiply_integer-two-dimensional',
            'spec_item': 'examples/two-dimensional',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above ({ [BatchCount], [ChannelCount], M, K }, 2 to 4 dimensions; { [1], [1], AZeroPointCount, [1] }) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_one_dimensional_zero_points(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (AZeroPointTensor { [1], [1], AZeroPointCount, [1] }, BZeroPointTensor { [1], [1], [1], BZeroPointCount }, 1 to 4 dimensions) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-one-dimensional-zero-points-a096725d9b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [2, 3]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 3]},
        },
        'inputs': {
            'ATensor': [5, 6, 7, 8],
            'AZeroPointTensor': [5, 8],
            'BTensor': [1, 2, 3, 4, 5, 6],
            'BZeroPointTensor': [1, 0, -1],
        },
        'expected': {'OutputTensor': [3, 5, 7, 0, -2, -4]},
        'provenance': {
            'name': 'matrix_multiply_integer-one-dimensional-zero-points',
            'spec_item': 'examples/one-dimensional-zero-points',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (AZeroPointTensor { [1], [1], AZeroPointCount, [1] }, BZeroPointTensor { [1], [1], [1], BZeroPointCount }, 1 to 4 dimensions) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-known-fields-91012293b9',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-introduced-in-6b0e3cb2ac',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-tensor-support-data-type-c0cd383f29',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-tensor-support-dimension-count-498e63485b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-known-data-type-b9c9211823',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-dimension-count-range-260f29f1a2',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-sizes-nonzero-07ad124bb3',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [0, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-strides-count-59f1fb4e02',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 6, 3, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-output-strides-no-overlap-59a4bc756b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-total-size-minimum-e523370f7d',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3], 'TotalTensorSizeInBytes': 7},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-element-count-max-2c330aef35',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [715827883, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-base-offset-alignment-de9c922cad',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-same-rank-407891d139',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [3, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/two-dimensional',
        },
    })


def test_invalid_b_zero_point_data_type(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-b-zero-point-data-type-10b4b17325',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['b-zero-point-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-b-zero-point-data-type',
            'spec_item': 'rules/b-zero-point-data-type',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_a_zero_point_data_type(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-a-zero-point-data-type-3320f09fec',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['a-zero-point-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-a-zero-point-data-type',
            'spec_item': 'rules/a-zero-point-data-type',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_matrix_sizes(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Description (BatchCount * ChannelCount products of {M,K} x {K,N} = {M,N}); Members: ATensor, BTensor, OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-matrix-sizes-c30f27d853',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['matrix-sizes'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-matrix-sizes',
            'spec_item': 'rules/matrix-sizes',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Description (BatchCount * ChannelCount products of {M,K} x {K,N} = {M,N}); Members: ATensor, BTensor, OutputTensor',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_a_zero_point_sizes(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: AZeroPointTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, M, 1 } per row); Tensor support ({ [1], [1], AZeroPointCount, [1] })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-a-zero-point-sizes-764a1a987e',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['a-zero-point-sizes'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-a-zero-point-sizes',
            'spec_item': 'rules/a-zero-point-sizes',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: AZeroPointTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, M, 1 } per row); Tensor support ({ [1], [1], AZeroPointCount, [1] })',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_invalid_b_zero_point_sizes(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: BZeroPointTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, 1, N } per column); Tensor support ({ [1], [1], [1], BZeroPointCount })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-invalid-b-zero-point-sizes-15ca5b18e8',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['b-zero-point-sizes'],
        'provenance': {
            'name': 'matrix_multiply_integer-invalid-b-zero-point-sizes',
            'spec_item': 'rules/b-zero-point-sizes',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Members: BZeroPointTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, 1, N } per column); Tensor support ({ [1], [1], [1], BZeroPointCount })',
            'generator': 'invalid',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_atensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-atensor-float32-d50f7a42f3',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-atensor-float32',
            'spec_item': 'tensor_support/5_2/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_atensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-atensor-float16-7725c54022',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-atensor-float16',
            'spec_item': 'tensor_support/5_2/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_atensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-atensor-uint32-e20235e363',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-atensor-uint32',
            'spec_item': 'tensor_support/5_2/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_atensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-atensor-uint16-d161243c7b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-atensor-uint16',
            'spec_item': 'tensor_support/5_2/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_atensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-atensor-int32-3f78eb10b4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-atensor-int32',
            'spec_item': 'tensor_support/5_2/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_atensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-atensor-int16-c591de2086',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-atensor-int16',
            'spec_item': 'tensor_support/5_2/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_atensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-atensor-float64-dbb72d0e52',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-atensor-float64',
            'spec_item': 'tensor_support/5_2/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_atensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-atensor-uint64-296befee5c',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-atensor-uint64',
            'spec_item': 'tensor_support/5_2/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_atensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-atensor-int64-93fdd1cc92',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-atensor-int64',
            'spec_item': 'tensor_support/5_2/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_azeropointtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-float32-d50f7a42f3',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-float32',
            'spec_item': 'tensor_support/5_2/AZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_azeropointtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-float16-7725c54022',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-float16',
            'spec_item': 'tensor_support/5_2/AZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_azeropointtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-uint32-e20235e363',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-uint32',
            'spec_item': 'tensor_support/5_2/AZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_azeropointtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-uint16-d161243c7b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-uint16',
            'spec_item': 'tensor_support/5_2/AZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_azeropointtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-int32-3f78eb10b4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-int32',
            'spec_item': 'tensor_support/5_2/AZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_azeropointtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-int16-c591de2086',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-int16',
            'spec_item': 'tensor_support/5_2/AZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_azeropointtensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-float64-dbb72d0e52',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-float64',
            'spec_item': 'tensor_support/5_2/AZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_azeropointtensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-uint64-296befee5c',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-uint64',
            'spec_item': 'tensor_support/5_2/AZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_azeropointtensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-int64-93fdd1cc92',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-azeropointtensor-int64',
            'spec_item': 'tensor_support/5_2/AZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_btensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-btensor-float32-1bb1091ae8',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-btensor-float32',
            'spec_item': 'tensor_support/5_2/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_btensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-btensor-float16-3f3bdea7bf',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-btensor-float16',
            'spec_item': 'tensor_support/5_2/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_btensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-btensor-uint32-b8d0c99708',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-btensor-uint32',
            'spec_item': 'tensor_support/5_2/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_btensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-btensor-uint16-22345584bb',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-btensor-uint16',
            'spec_item': 'tensor_support/5_2/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_btensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-btensor-int32-6e71a61cc7',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-btensor-int32',
            'spec_item': 'tensor_support/5_2/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_btensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-btensor-int16-5a41c9d5e7',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-btensor-int16',
            'spec_item': 'tensor_support/5_2/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_btensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-btensor-float64-5c00a01f69',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-btensor-float64',
            'spec_item': 'tensor_support/5_2/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_btensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-btensor-uint64-fde6238231',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-btensor-uint64',
            'spec_item': 'tensor_support/5_2/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_btensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-btensor-int64-fb7e9620e8',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-btensor-int64',
            'spec_item': 'tensor_support/5_2/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_bzeropointtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-float32-1bb1091ae8',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-float32',
            'spec_item': 'tensor_support/5_2/BZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_bzeropointtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-float16-3f3bdea7bf',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-float16',
            'spec_item': 'tensor_support/5_2/BZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_bzeropointtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-uint32-b8d0c99708',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-uint32',
            'spec_item': 'tensor_support/5_2/BZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_bzeropointtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-uint16-22345584bb',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-uint16',
            'spec_item': 'tensor_support/5_2/BZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_bzeropointtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-int32-6e71a61cc7',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-int32',
            'spec_item': 'tensor_support/5_2/BZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_bzeropointtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-int16-5a41c9d5e7',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-int16',
            'spec_item': 'tensor_support/5_2/BZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_bzeropointtensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-float64-5c00a01f69',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-float64',
            'spec_item': 'tensor_support/5_2/BZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_bzeropointtensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-uint64-fde6238231',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-uint64',
            'spec_item': 'tensor_support/5_2/BZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_bzeropointtensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-int64-fb7e9620e8',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-bzeropointtensor-int64',
            'spec_item': 'tensor_support/5_2/BZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-float32-6f73feafb0',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-float32',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-float16-257cf95e4c',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-float16',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-uint32-6effb24dac',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-uint32',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-uint16-ac3fcd6920',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-uint16',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-uint8-cfd94caee8',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-uint8',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-int16-b3b1f8d6ce',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-int16',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-int8-ef5150c193',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-int8',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-float64-e94d46984e',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-float64',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-uint64-ddff11173e',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-uint64',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-5_2-outputtensor-int64-3801cb8bf5',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-5_2-outputtensor-int64',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_atensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-atensor-float32-1c7ed9f944',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-atensor-float32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_atensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-atensor-float16-6a141c05b5',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-atensor-float16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_atensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-atensor-uint32-8d3d4010eb',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-atensor-uint32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_atensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-atensor-uint16-b5038e870b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-atensor-uint16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_atensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-atensor-int32-bae48b903e',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-atensor-int32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_atensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-atensor-int16-ec2e160e5a',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-atensor-int16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_atensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-atensor-float64-928a43fd51',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-atensor-float64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_atensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-atensor-uint64-4426ac6975',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-atensor-uint64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_atensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-atensor-int64-66abccaf6b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-atensor-int64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_azeropointtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-float32-1c7ed9f944',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_azeropointtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-float16-6a141c05b5',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_azeropointtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-uint32-8d3d4010eb',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_azeropointtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-uint16-b5038e870b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_azeropointtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-int32-bae48b903e',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_azeropointtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-int16-ec2e160e5a',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_azeropointtensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-float64-928a43fd51',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_azeropointtensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-uint64-4426ac6975',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_azeropointtensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-int64-66abccaf6b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-azeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_btensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-btensor-float32-512bc4f3bb',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-btensor-float32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_btensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-btensor-float16-181b68bd36',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-btensor-float16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_btensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-btensor-uint32-d473e26a1f',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-btensor-uint32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_btensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-btensor-uint16-e2dcebe4e8',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-btensor-uint16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_btensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-btensor-int32-66c4d2c519',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-btensor-int32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_btensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-btensor-int16-bc99523272',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-btensor-int16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_btensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-btensor-float64-3392b3fecf',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-btensor-float64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_btensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-btensor-uint64-9299cd42c2',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-btensor-uint64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_btensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-btensor-int64-f467e9fd55',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-btensor-int64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_bzeropointtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-float32-512bc4f3bb',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_bzeropointtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-float16-181b68bd36',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_bzeropointtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-uint32-d473e26a1f',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_bzeropointtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-uint16-e2dcebe4e8',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_bzeropointtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-int32-66c4d2c519',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_bzeropointtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-int16-bc99523272',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_bzeropointtensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-float64-3392b3fecf',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_bzeropointtensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-uint64-9299cd42c2',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_bzeropointtensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-int64-f467e9fd55',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-bzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-float32-bf44b3ce76',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-float16-3d9f737db8',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-uint32-1828a3b437',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-uint16-6dfc27949a',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-uint8-f6156f604e',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-int16-5e67e9770b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-int8-f4312e4c78',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-int8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-float64-daf8513883',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-uint64-e8dcce7e02',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-4_0-outputtensor-int64-d59e11f770',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_atensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-atensor-float32-c0cd383f29',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-atensor-float32',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_atensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-atensor-float16-56901ef105',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-atensor-float16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_atensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-atensor-uint32-465999c427',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-atensor-uint32',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_atensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-atensor-uint16-7956cddb07',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-atensor-uint16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_atensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-atensor-int32-c580cb19be',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-atensor-int32',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_atensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-atensor-int16-008630d65d',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-atensor-int16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_azeropointtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-float32-c0cd383f29',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_azeropointtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-float16-56901ef105',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_azeropointtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-uint32-465999c427',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_azeropointtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-uint16-7956cddb07',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_azeropointtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-int32-c580cb19be',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_azeropointtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-int16-008630d65d',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-azeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_btensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-btensor-float32-241d26ea11',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-btensor-float32',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_btensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-btensor-float16-db69a44bd6',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-btensor-float16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_btensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-btensor-uint32-41312ef432',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-btensor-uint32',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_btensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-btensor-uint16-ab137a5dde',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-btensor-uint16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_btensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-btensor-int32-b50647b154',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-btensor-int32',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_btensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-btensor-int16-e9f963151b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-btensor-int16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_bzeropointtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-float32-241d26ea11',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_bzeropointtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-float16-db69a44bd6',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_bzeropointtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-uint32-41312ef432',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_bzeropointtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-uint16-ab137a5dde',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_bzeropointtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-int32-b50647b154',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_bzeropointtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-int16-e9f963151b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-bzeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-outputtensor-float32-c8bf05d5dd',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-outputtensor-float16-1b7d720d94',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-outputtensor-uint32-690ad081d3',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-outputtensor-uint16-f03da3f38b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-outputtensor-uint8-b29188410e',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-outputtensor-int16-d02f6d4c56',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-unsupported-2_1-outputtensor-int8-58f5b795b3',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-zero-points',
        },
    })


def test_dimension_count_1_5_2(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-dimensions-5_2-1-6e1bfeab6e',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer-dimensions-5_2-1',
            'spec_item': 'tensor_support/5_2/dimensions/1',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_2(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-dimensions-5_2-5-c31a43b83c',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer-dimensions-5_2-5',
            'spec_item': 'tensor_support/5_2/dimensions/5',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_1_4_0(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-dimensions-4_0-1-062cba9d22',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer-dimensions-4_0-1',
            'spec_item': 'tensor_support/4_0/dimensions/1',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_4_0(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-dimensions-4_0-5-63a1c89a39',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer-dimensions-4_0-5',
            'spec_item': 'tensor_support/4_0/dimensions/5',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-dimensions-2_1-3-1cd4f0efa0',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer-dimensions-2_1-5-a9913994be',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_2_atensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='5_2', pins={'ATensor': 'INT8'})


def test_property_5_2_atensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='5_2', pins={'ATensor': 'UINT8'})


def test_property_5_2_btensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (BTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='5_2', pins={'BTensor': 'INT8'})


def test_property_5_2_btensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (BTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='5_2', pins={'BTensor': 'UINT8'})


def test_property_5_2_outputtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='5_2', pins={'OutputTensor': 'INT32'})


def test_property_4_0_atensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='4_0', pins={'ATensor': 'INT8'})


def test_property_4_0_atensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='4_0', pins={'ATensor': 'UINT8'})


def test_property_4_0_btensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (BTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='4_0', pins={'BTensor': 'INT8'})


def test_property_4_0_btensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (BTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='4_0', pins={'BTensor': 'UINT8'})


def test_property_4_0_outputtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT32'})


def test_property_2_1_atensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT8'})


def test_property_2_1_atensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT8'})


def test_property_2_1_btensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (BTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='2_1', pins={'BTensor': 'INT8'})


def test_property_2_1_btensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (BTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='2_1', pins={'BTensor': 'UINT8'})


def test_property_2_1_outputtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT32'})


def test_large_partial_sums_past_int32_uint8_uint8_int8_int8_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (an INT32 accumulator that saturates, or a FLOAT32 one, on partial sums past INT32 whose final sum fits; 132,800 elements)"""
    dml.check_large('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', 'partial-sums-past-int32', {'ATensor': 'UINT8', 'AZeroPointTensor': 'UINT8', 'BTensor': 'INT8', 'BZeroPointTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_result_past_int32_uint8_uint8_int8_int8_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (a result past INT32 (unspecified: observed) beside one inside; 66,052 elements)"""
    dml.check_large('DML_MATRIX_MULTIPLY_INTEGER_OPERATOR_DESC', 'result-past-int32', {'ATensor': 'UINT8', 'AZeroPointTensor': 'UINT8', 'BTensor': 'INT8', 'BZeroPointTensor': 'INT8', 'OutputTensor': 'INT32'})
