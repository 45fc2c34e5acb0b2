# Emitted by `python -m generators` from spec/operators/matrix_multiply_integer_to_float.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC (ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_per_tensor_scales_and_zero_points(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Description; Members: AScaleTensor, AZeroPointTensor, BScaleTensor, BZeroPointTensor ({ 1, 1, 1, 1 } per tensor), BiasTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-per-tensor-scales-and-zero-points-cc91c6a51d',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'inputs': {
            'ATensor': [1, 2, 3, 4, 5, 6],
            'AScaleTensor': [0.5],
            'AZeroPointTensor': [1],
            'BTensor': [10, 11, 12, 13, 14, 15],
            'BScaleTensor': [0.25],
            'BZeroPointTensor': [10],
            'BiasTensor': [1, -1, 0, 2],
        },
        'expected': {'OutputTensor': [2.25, 0.625, 3.5, 7]},
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-per-tensor-scales-and-zero-points',
            'spec_item': 'examples/per-tensor-scales-and-zero-points',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Description; Members: AScaleTensor, AZeroPointTensor, BScaleTensor, BZeroPointTensor ({ 1, 1, 1, 1 } per tensor), BiasTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_row_and_per_column(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: AScaleTensor, AZeroPointTensor ({ 1, 1, M, 1 }: per row), BScaleTensor, BZeroPointTensor ({ 1, 1, 1, N }: per column) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-per-row-and-per-column-66ae4f0531',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'inputs': {
            'ATensor': [5, 6, 7, 8],
            'AScaleTensor': [1, 2],
            'AZeroPointTensor': [5, 8],
            'BTensor': [1, 2, 3, 4, 5, 6],
            'BScaleTensor': [1, 0.5, 0.25],
            'BZeroPointTensor': [1, 0, -1],
        },
        'expected': {'OutputTensor': [3, 2.5, 1.75, 0, -2, -2]},
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-per-row-and-per-column',
            'spec_item': 'examples/per-row-and-per-column',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: AScaleTensor, AZeroPointTensor ({ 1, 1, M, 1 }: per row), BScaleTensor, BZeroPointTensor ({ 1, 1, 1, N }: per column) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_no_zero_points_type_ends(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: AZeroPointTensor, BZeroPointTensor (optional); Tensor support (INT8) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-no-zero-points-type-ends-c84f3b4558',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
        },
        'inputs': {
            'ATensor': [-128, 127],
            'AScaleTensor': [2],
            'BTensor': [127, -128],
            'BScaleTensor': [0.5],
        },
        'expected': {'OutputTensor': [-32512]},
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-no-zero-points-type-ends',
            'spec_item': 'examples/no-zero-points-type-ends',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: AZeroPointTensor, BZeroPointTensor (optional); Tensor support (INT8) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_batched_with_bias(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Description (BatchCount * ChannelCount independent matrix multiplications); Tensor support (FLOAT16 output) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-float16-batched-with-bias-1b23926182',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [2, 1, 1, 2]},
            'AScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [2, 1, 2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 1, 1]},
        },
        'inputs': {
            'ATensor': [1, 2, 3, 4],
            'AScaleTensor': [0.5],
            'BTensor': [5, 6, 7, 8],
            'BScaleTensor': [1],
            'BiasTensor': [0.5, -0.5],
        },
        'expected': {'OutputTensor': [9, 26]},
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-float16-batched-with-bias',
            'spec_item': 'examples/float16-batched-with-bias',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Description (BatchCount * ChannelCount independent matrix multiplications); Tensor support (FLOAT16 output) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint32_zero_points(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (UINT32 A, B and zero points); Members: AZeroPointTensor, BZeroPointTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-uint32-zero-points-48c33aa3f0',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
        },
        'inputs': {
            'ATensor': [4000000001, 4000000002],
            'AScaleTensor': [1.5],
            'AZeroPointTensor': [4000000000],
            'BTensor': [7, 0],
            'BScaleTensor': [2],
            'BZeroPointTensor': [3],
        },
        'expected': {'OutputTensor': [-6]},
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-uint32-zero-points',
            'spec_item': 'examples/uint32-zero-points',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (UINT32 A, B and zero points); Members: AZeroPointTensor, BZeroPointTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-known-fields-ce24d42032',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-introduced-in-8dfdfbb291',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-tensor-support-data-type-b01ba6ac25',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-tensor-support-dimension-count-e614acf87b',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-known-data-type-8a6f344d3f',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-dimension-count-range-d1a6008d98',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-sizes-nonzero-14a5207013',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [0, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-strides-count-57e3430b81',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 6, 3, 1]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-output-strides-no-overlap-0ff13957d0',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-total-size-minimum-4f32f6fa02',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3], 'TotalTensorSizeInBytes': 7},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-element-count-max-f6dad83e77',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [715827883, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-base-offset-alignment-0de83386ef',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_quantization_rank(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-quantization-rank-d78d16c464',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['quantization-rank'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-quantization-rank',
            'spec_item': 'rules/quantization-rank',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-same-rank-abf1ac7e18',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_bias_sizes(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints; Members: BiasTensor (Sizes match the output's)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-bias-sizes-2d94a670d6',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['bias-sizes'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-bias-sizes',
            'spec_item': 'rules/bias-sizes',
            'cite': "ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints; Members: BiasTensor (Sizes match the output's)",
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_integer_data_type(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-integer-data-type-7478ab7955',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['integer-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-integer-data-type',
            'spec_item': 'rules/integer-data-type',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_float_data_type(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-float-data-type-7d6ffd22de',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['float-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-float-data-type',
            'spec_item': 'rules/float-data-type',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_matrix_sizes(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Description (BatchCount * ChannelCount products of {M,K} x {K,N} = {M,N}); Members: ATensor, BTensor, OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-matrix-sizes-78af0b3d7f',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['matrix-sizes'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-matrix-sizes',
            'spec_item': 'rules/matrix-sizes',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Description (BatchCount * ChannelCount products of {M,K} x {K,N} = {M,N}); Members: ATensor, BTensor, OutputTensor',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_a_quantization_sizes(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: AScaleTensor, AZeroPointTensor ({ 1, 1, 1, 1 } if per-tensor quantization is required, { 1, 1, M, 1 } if per-row quantization is required); Tensor support ({ [1], [1], AZeroPointCount, [1] })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-a-quantization-sizes-1ded97a6f9',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['a-quantization-sizes'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-a-quantization-sizes',
            'spec_item': 'rules/a-quantization-sizes',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: AScaleTensor, AZeroPointTensor ({ 1, 1, 1, 1 } if per-tensor quantization is required, { 1, 1, M, 1 } if per-row quantization is required); Tensor support ({ [1], [1], AZeroPointCount, [1] })',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_b_quantization_sizes(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: BScaleTensor, BZeroPointTensor ({ 1, 1, 1, 1 } if per-tensor quantization is required, { 1, 1, 1, N } if per-column quantization is required); Tensor support ({ [1], [1], [1], BZeroPointCount })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-b-quantization-sizes-fe7bbe1fcb',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['b-quantization-sizes'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-b-quantization-sizes',
            'spec_item': 'rules/b-quantization-sizes',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: BScaleTensor, BZeroPointTensor ({ 1, 1, 1, 1 } if per-tensor quantization is required, { 1, 1, 1, N } if per-column quantization is required); Tensor support ({ [1], [1], [1], BZeroPointCount })',
            'generator': 'invalid',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_invalid_a_scale_sizes(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: AScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, M, 1 } per row)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-a-scale-sizes-6c7122629a',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
        },
        'expect': 'invalid',
        'violates': ['a-scale-sizes'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-a-scale-sizes',
            'spec_item': 'rules/a-scale-sizes',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: AScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, M, 1 } per row)',
            'generator': 'invalid',
            'base': 'examples/no-zero-points-type-ends',
        },
    })


def test_invalid_b_scale_sizes(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: BScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, 1, N } per column)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-invalid-b-scale-sizes-0cfce12083',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
        },
        'expect': 'invalid',
        'violates': ['b-scale-sizes'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-invalid-b-scale-sizes',
            'spec_item': 'rules/b-scale-sizes',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Members: BScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, 1, N } per column)',
            'generator': 'invalid',
            'base': 'examples/no-zero-points-type-ends',
        },
    })


def test_unsupported_6_2_atensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-float32-b01ba6ac25',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-float32',
            'spec_item': 'tensor_support/6_2/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_atensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-float16-737fa7aa85',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-float16',
            'spec_item': 'tensor_support/6_2/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_atensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-float64-f778f044b4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-float64',
            'spec_item': 'tensor_support/6_2/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_atensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-uint64-1ee56fd6e4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-uint64',
            'spec_item': 'tensor_support/6_2/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_atensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-int64-6ca08c3a86',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-atensor-int64',
            'spec_item': 'tensor_support/6_2/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_ascaletensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-uint32-fc03c55260',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-uint32',
            'spec_item': 'tensor_support/6_2/AScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_ascaletensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-uint16-5983c7ac45',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-uint16',
            'spec_item': 'tensor_support/6_2/AScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_ascaletensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-uint8-85b0d9fc29',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-uint8',
            'spec_item': 'tensor_support/6_2/AScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_ascaletensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-int32-88df66bd07',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-int32',
            'spec_item': 'tensor_support/6_2/AScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_ascaletensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-int16-8e1d58a04a',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-int16',
            'spec_item': 'tensor_support/6_2/AScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_ascaletensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-int8-332dafa3d2',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-int8',
            'spec_item': 'tensor_support/6_2/AScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_ascaletensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-float64-028a44f8b3',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-float64',
            'spec_item': 'tensor_support/6_2/AScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_ascaletensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-uint64-54542ce0a5',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-uint64',
            'spec_item': 'tensor_support/6_2/AScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_ascaletensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-int64-2138724016',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-ascaletensor-int64',
            'spec_item': 'tensor_support/6_2/AScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_azeropointtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-float32-b01ba6ac25',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-float32',
            'spec_item': 'tensor_support/6_2/AZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_azeropointtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-float16-737fa7aa85',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-float16',
            'spec_item': 'tensor_support/6_2/AZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_azeropointtensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-float64-f778f044b4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-float64',
            'spec_item': 'tensor_support/6_2/AZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_azeropointtensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-uint64-1ee56fd6e4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-uint64',
            'spec_item': 'tensor_support/6_2/AZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_azeropointtensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-int64-6ca08c3a86',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-azeropointtensor-int64',
            'spec_item': 'tensor_support/6_2/AZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_btensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-float32-b01ba6ac25',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-float32',
            'spec_item': 'tensor_support/6_2/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_btensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-float16-737fa7aa85',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-float16',
            'spec_item': 'tensor_support/6_2/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_btensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-float64-f778f044b4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-float64',
            'spec_item': 'tensor_support/6_2/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_btensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-uint64-1ee56fd6e4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-uint64',
            'spec_item': 'tensor_support/6_2/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_btensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-int64-6ca08c3a86',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-btensor-int64',
            'spec_item': 'tensor_support/6_2/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bscaletensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-uint32-fc03c55260',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-uint32',
            'spec_item': 'tensor_support/6_2/BScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bscaletensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-uint16-5983c7ac45',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-uint16',
            'spec_item': 'tensor_support/6_2/BScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bscaletensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-uint8-85b0d9fc29',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-uint8',
            'spec_item': 'tensor_support/6_2/BScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bscaletensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-int32-88df66bd07',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-int32',
            'spec_item': 'tensor_support/6_2/BScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bscaletensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-int16-8e1d58a04a',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-int16',
            'spec_item': 'tensor_support/6_2/BScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bscaletensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-int8-332dafa3d2',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-int8',
            'spec_item': 'tensor_support/6_2/BScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bscaletensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-float64-028a44f8b3',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-float64',
            'spec_item': 'tensor_support/6_2/BScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bscaletensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-uint64-54542ce0a5',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-uint64',
            'spec_item': 'tensor_support/6_2/BScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bscaletensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-int64-2138724016',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bscaletensor-int64',
            'spec_item': 'tensor_support/6_2/BScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bzeropointtensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-float32-b01ba6ac25',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-float32',
            'spec_item': 'tensor_support/6_2/BZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bzeropointtensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-float16-737fa7aa85',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-float16',
            'spec_item': 'tensor_support/6_2/BZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bzeropointtensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-float64-f778f044b4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-float64',
            'spec_item': 'tensor_support/6_2/BZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bzeropointtensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-uint64-1ee56fd6e4',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-uint64',
            'spec_item': 'tensor_support/6_2/BZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_bzeropointtensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-int64-6ca08c3a86',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-bzeropointtensor-int64',
            'spec_item': 'tensor_support/6_2/BZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_biastensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-uint32-fc03c55260',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-uint32',
            'spec_item': 'tensor_support/6_2/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_biastensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-uint16-5983c7ac45',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-uint16',
            'spec_item': 'tensor_support/6_2/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_biastensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-uint8-85b0d9fc29',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-uint8',
            'spec_item': 'tensor_support/6_2/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_biastensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-int32-88df66bd07',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-int32',
            'spec_item': 'tensor_support/6_2/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_biastensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-int16-8e1d58a04a',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-int16',
            'spec_item': 'tensor_support/6_2/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_biastensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-int8-332dafa3d2',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-int8',
            'spec_item': 'tensor_support/6_2/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_biastensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-float64-028a44f8b3',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-float64',
            'spec_item': 'tensor_support/6_2/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_biastensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-uint64-54542ce0a5',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-uint64',
            'spec_item': 'tensor_support/6_2/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_biastensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-int64-2138724016',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-biastensor-int64',
            'spec_item': 'tensor_support/6_2/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_outputtensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-uint32-fc03c55260',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-uint32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_outputtensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-uint16-5983c7ac45',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-uint16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_outputtensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-uint8-85b0d9fc29',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-uint8',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_outputtensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-int32-88df66bd07',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-int32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_outputtensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-int16-8e1d58a04a',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-int16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_outputtensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-int8-332dafa3d2',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-int8',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_outputtensor_float64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-float64-028a44f8b3',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-float64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_outputtensor_uint64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-uint64-54542ce0a5',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-uint64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_unsupported_6_2_outputtensor_int64(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-int64-2138724016',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-unsupported-6_2-outputtensor-int64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-scales-and-zero-points',
        },
    })


def test_dimension_count_1_6_2(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-dimensions-6_2-1-22ad642bdb',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-dimensions-6_2-1',
            'spec_item': 'tensor_support/6_2/dimensions/1',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_6_2(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'matrix_multiply_integer_to_float-dimensions-6_2-5-2d32af6c31',
        'operator': 'DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'matrix_multiply_integer_to_float-dimensions-6_2-5',
            'spec_item': 'tensor_support/6_2/dimensions/5',
            'cite': 'ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
        },
    })


def test_property_6_2_atensor_int32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2) (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC', row='6_2', pins={'ATensor': 'INT32'})


def test_property_6_2_atensor_int16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2) (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC', row='6_2', pins={'ATensor': 'INT16'})


def test_property_6_2_atensor_int8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2) (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC', row='6_2', pins={'ATensor': 'INT8'})


def test_property_6_2_atensor_uint32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2) (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC', row='6_2', pins={'ATensor': 'UINT32'})


def test_property_6_2_atensor_uint16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2) (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC', row='6_2', pins={'ATensor': 'UINT16'})


def test_property_6_2_atensor_uint8(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2) (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC', row='6_2', pins={'ATensor': 'UINT8'})


def test_property_6_2_ascaletensor_float32(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2) (AScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC', row='6_2', pins={'AScaleTensor': 'FLOAT32'})


def test_property_6_2_ascaletensor_float16(dml):
    """ns-directml-dml_matrix_multiply_integer_to_float_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_2) (AScaleTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC', row='6_2', pins={'AScaleTensor': 'FLOAT16'})
