# Emitted by `python -m generators` from spec/operators/quantized_linear_matrix_multiply.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC (ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_per_tensor_tie_to_even(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Description (Dequantize, Quantize functions); Members: AScaleTensor, BScaleTensor, OutputScaleTensor ({ 1, 1, 1, 1 }) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-per-tensor-tie-to-even-5538b23e88',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'inputs': {
            'ATensor': [1, 2, 3, 4, 5, 6],
            'AScaleTensor': [0.5],
            'AZeroPointTensor': [1],
            'BTensor': [10, 11, 12, 13, 14, 15],
            'BScaleTensor': [1],
            'BZeroPointTensor': [10],
            'OutputScaleTensor': [2],
            'OutputZeroPointTensor': [3],
        },
        'expected': {'OutputTensor': [5, 6, 10, 13]},
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-per-tensor-tie-to-even',
            'spec_item': 'examples/per-tensor-tie-to-even',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Description (Dequantize, Quantize functions); Members: AScaleTensor, BScaleTensor, OutputScaleTensor ({ 1, 1, 1, 1 }) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_row_and_per_column(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: AScaleTensor, AZeroPointTensor, OutputScaleTensor, OutputZeroPointTensor ({ 1, 1, M, 1 }: per row), BScaleTensor, BZeroPointTensor ({ 1, 1, 1, N }: per column) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-per-row-and-per-column-6529e90929',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
        },
        'inputs': {
            'ATensor': [5, 6, 7, 8],
            'AScaleTensor': [1, 2],
            'AZeroPointTensor': [5, 8],
            'BTensor': [1, 2, 3, 4, 5, 6],
            'BScaleTensor': [1, 0.5, 0.25],
            'BZeroPointTensor': [1, 0, -1],
            'OutputScaleTensor': [0.5, 1],
            'OutputZeroPointTensor': [0, -10],
        },
        'expected': {'OutputTensor': [6, 5, 4, -10, -12, -12]},
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-per-row-and-per-column',
            'spec_item': 'examples/per-row-and-per-column',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: AScaleTensor, AZeroPointTensor, OutputScaleTensor, OutputZeroPointTensor ({ 1, 1, M, 1 }: per row), BScaleTensor, BZeroPointTensor ({ 1, 1, 1, N }: per column) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_saturated(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Description (Quantize: clamp(..., Min, Max)); Tensor support (INT8, UINT8) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-saturated-e18c54a283',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
        },
        'inputs': {
            'ATensor': [-128, 127, 0, 127],
            'AScaleTensor': [1],
            'BTensor': [255, 255],
            'BScaleTensor': [1],
            'OutputScaleTensor': [1],
        },
        'expected': {'OutputTensor': [-128, 127]},
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-saturated',
            'spec_item': 'examples/saturated',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Description (Quantize: clamp(..., Min, Max)); Tensor support (INT8, UINT8) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-known-fields-c56a03c6d8',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-introduced-in-faef1778cb',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-tensor-support-data-type-ba2b211809',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-tensor-support-dimension-count-22fa3764ff',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-known-data-type-d4be1acb4b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-dimension-count-range-923e82c1a4',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-sizes-nonzero-dfd719e92b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [0, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-strides-count-46d9bfec4c',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 6, 3, 1]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-output-strides-no-overlap-792f475b08',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-total-size-minimum-962c47516c',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3], 'TotalTensorSizeInBytes': 7},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-element-count-max-c882d22e85',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [715827883, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-base-offset-alignment-814ac4db59',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_quantization_tensors_same_rank(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints (stated twice)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-quantization-tensors-same-rank-c2856912c8',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
        },
        'expect': 'invalid',
        'violates': ['quantization-tensors-same-rank'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-quantization-tensors-same-rank',
            'spec_item': 'rules/quantization-tensors-same-rank',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints (stated twice)',
            'generator': 'invalid',
            'base': 'examples/saturated',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-same-rank-b552cca260',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/saturated',
        },
    })


def test_invalid_b_zero_point_data_type(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-b-zero-point-data-type-6f0d1a2ca5',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['b-zero-point-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-b-zero-point-data-type',
            'spec_item': 'rules/b-zero-point-data-type',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_output_zero_point_data_type(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-output-zero-point-data-type-44d6ea249b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['output-zero-point-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-output-zero-point-data-type',
            'spec_item': 'rules/output-zero-point-data-type',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_a_zero_point_data_type(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-a-zero-point-data-type-f5e308c289',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['a-zero-point-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-a-zero-point-data-type',
            'spec_item': 'rules/a-zero-point-data-type',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_matrix_sizes(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Description (BatchCount * ChannelCount products of {M,K} x {K,N} = {M,N}); Members: ATensor, BTensor, OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-matrix-sizes-8c6f1bcfa4',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['matrix-sizes'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-matrix-sizes',
            'spec_item': 'rules/matrix-sizes',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Description (BatchCount * ChannelCount products of {M,K} x {K,N} = {M,N}); Members: ATensor, BTensor, OutputTensor',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_a_scale_sizes(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: AScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, M, 1 } per row)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-a-scale-sizes-51056fc2c5',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
        },
        'expect': 'invalid',
        'violates': ['a-scale-sizes'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-a-scale-sizes',
            'spec_item': 'rules/a-scale-sizes',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: AScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, M, 1 } per row)',
            'generator': 'invalid',
            'base': 'examples/saturated',
        },
    })


def test_invalid_b_scale_sizes(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: BScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, 1, N } per column)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-b-scale-sizes-a15da47aaa',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
        },
        'expect': 'invalid',
        'violates': ['b-scale-sizes'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-b-scale-sizes',
            'spec_item': 'rules/b-scale-sizes',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: BScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, 1, N } per column)',
            'generator': 'invalid',
            'base': 'examples/saturated',
        },
    })


def test_invalid_output_scale_sizes(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: OutputScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, M, 1 } per row)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-output-scale-sizes-9f96cc0837',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-scale-sizes'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-output-scale-sizes',
            'spec_item': 'rules/output-scale-sizes',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: OutputScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, 1, M, 1 } per row)',
            'generator': 'invalid',
            'base': 'examples/saturated',
        },
    })


def test_invalid_a_scale_zero_point_same_sizes(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: AScaleTensor, AZeroPointTensor (per tensor or per row quantization: one quantization for both)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-a-scale-zero-point-same-sizes-e3293a9bcb',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['a-scale-zero-point-same-sizes'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-a-scale-zero-point-same-sizes',
            'spec_item': 'rules/a-scale-zero-point-same-sizes',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: AScaleTensor, AZeroPointTensor (per tensor or per row quantization: one quantization for both)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_b_scale_zero_point_same_sizes(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: BScaleTensor, BZeroPointTensor (per tensor or per column quantization: one quantization for both)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-b-scale-zero-point-same-sizes-0b83a0502a',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['b-scale-zero-point-same-sizes'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-b-scale-zero-point-same-sizes',
            'spec_item': 'rules/b-scale-zero-point-same-sizes',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: BScaleTensor, BZeroPointTensor (per tensor or per column quantization: one quantization for both)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_invalid_output_scale_zero_point_same_sizes(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: OutputScaleTensor, OutputZeroPointTensor (per tensor or per row quantization: one quantization for both)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-invalid-output-scale-zero-point-same-sizes-e63f5f619d',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['output-scale-zero-point-same-sizes'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-invalid-output-scale-zero-point-same-sizes',
            'spec_item': 'rules/output-scale-zero-point-same-sizes',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Members: OutputScaleTensor, OutputZeroPointTensor (per tensor or per row quantization: one quantization for both)',
            'generator': 'invalid',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_atensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-float32-ebd0246e16',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-float32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_atensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-float16-c4b814f27f',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-float16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_atensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-uint32-11affc832d',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-uint32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_atensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-uint16-81af329b20',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-uint16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_atensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-int32-b4894c72e2',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-int32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_atensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-int16-63225a4c24',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-int16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_atensor_float64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-float64-2870a2590b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-float64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_atensor_uint64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-uint64-7872c01741',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-uint64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_atensor_int64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-int64-ffd1fed31a',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-atensor-int64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-float16-f4fe135853',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-float16',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-uint32-097e422100',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-uint32',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-uint16-eb4484aa6b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-uint16',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-uint8-276d14dc91',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-uint8',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-int32-94653486a6',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-int32',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-int16-dc336fb951',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-int16',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-int8-95f8e26a29',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-int8',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-float64-601c8571dc',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-float64',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-uint64-926ed0dbc1',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-uint64',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_ascaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-int64-61523279c6',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-ascaletensor-int64',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_azeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-float32-ebd0246e16',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_azeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-float16-c4b814f27f',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_azeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-uint32-11affc832d',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_azeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-uint16-81af329b20',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_azeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-int32-b4894c72e2',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_azeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-int16-63225a4c24',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_azeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-float64-2870a2590b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_azeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-uint64-7872c01741',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_azeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-int64-ffd1fed31a',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-azeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_btensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-float32-4eea9354e1',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-float32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_btensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-float16-a1c33b4ddf',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-float16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_btensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-uint32-b6f6afbd72',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-uint32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_btensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-uint16-dfe43fb100',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-uint16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_btensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-int32-e6e39ccac7',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-int32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_btensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-int16-79dea82561',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-int16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_btensor_float64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-float64-690f7e57ae',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-float64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_btensor_uint64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-uint64-bfc63ec380',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-uint64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_btensor_int64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-int64-0cd256a52a',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-btensor-int64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-float16-043c1b23a1',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-float16',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-uint32-1930cd1ae9',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-uint32',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-uint16-7733e65532',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-uint16',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-uint8-c30e751df8',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-uint8',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-int32-2efac8367d',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-int32',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-int16-88f4720a39',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-int16',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-int8-3daa558c45',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-int8',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-float64-ced4c57381',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-float64',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-uint64-e1070b20cd',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-uint64',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-int64-2e99c6688d',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bscaletensor-int64',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-float32-4eea9354e1',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-float16-a1c33b4ddf',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-uint32-b6f6afbd72',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-uint16-dfe43fb100',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-int32-e6e39ccac7',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-int16-79dea82561',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-float64-690f7e57ae',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-uint64-bfc63ec380',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_bzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-int64-0cd256a52a',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-bzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-float16-3a914c7af3',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-float16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-uint32-e31373e874',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-uint16-4464be4e37',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-uint8-6b88bb39fc',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-int32-a8f1406805',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-int32',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-int16-3103b3f1fd',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-int16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-int8-2b9fa79323',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-int8',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-float64-debc86e759',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-float64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-uint64-2ee836067f',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-int64-954ef46275',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputscaletensor-int64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-float32-4eea9354e1',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-float16-a1c33b4ddf',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-uint32-b6f6afbd72',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-uint16-dfe43fb100',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-int32-e6e39ccac7',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-int16-79dea82561',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-float64-690f7e57ae',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-uint64-bfc63ec380',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-int64-0cd256a52a',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-float32-4eea9354e1',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-float16-a1c33b4ddf',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-uint32-b6f6afbd72',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-uint16-dfe43fb100',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-int32-e6e39ccac7',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-int16-79dea82561',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-float64-690f7e57ae',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-uint64-bfc63ec380',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-int64-0cd256a52a',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_atensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-float32-ba2b211809',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-float32',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_atensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-float16-1838e7d49c',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-float16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_atensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-uint32-c94aa3ed16',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-uint32',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_atensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-uint16-268a433306',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-uint16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_atensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-int32-0e226bc0c6',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-int32',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_atensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-int16-2d6a74f1ef',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-atensor-int16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_ascaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-float16-02f562f3f1',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-float16',
            'spec_item': 'tensor_support/2_1/AScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_ascaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-uint32-a807b68079',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-uint32',
            'spec_item': 'tensor_support/2_1/AScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_ascaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-uint16-48722aa9fb',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-uint16',
            'spec_item': 'tensor_support/2_1/AScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_ascaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-uint8-0324f00654',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-uint8',
            'spec_item': 'tensor_support/2_1/AScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_ascaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-int32-a1887ace9d',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-int32',
            'spec_item': 'tensor_support/2_1/AScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_ascaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-int16-29640ffd00',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-int16',
            'spec_item': 'tensor_support/2_1/AScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_ascaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-int8-350799e4d8',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-ascaletensor-int8',
            'spec_item': 'tensor_support/2_1/AScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_azeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-float32-ba2b211809',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_azeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-float16-1838e7d49c',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_azeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-uint32-c94aa3ed16',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_azeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-uint16-268a433306',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_azeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-int32-0e226bc0c6',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_azeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-int16-2d6a74f1ef',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-azeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/AZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_btensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-float32-74f0fd32d3',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-float32',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_btensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-float16-41453cc945',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-float16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_btensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-uint32-395e647789',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-uint32',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_btensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-uint16-a0e2fed26b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-uint16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_btensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-int32-988e972595',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-int32',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_btensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-int16-da4cdd0694',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-btensor-int16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-float16-069c7d9644',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-float16',
            'spec_item': 'tensor_support/2_1/BScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-uint32-fa8eb25364',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-uint32',
            'spec_item': 'tensor_support/2_1/BScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-uint16-2aa3a36556',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-uint16',
            'spec_item': 'tensor_support/2_1/BScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-uint8-841df485d5',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-uint8',
            'spec_item': 'tensor_support/2_1/BScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-int32-71b421fcbe',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-int32',
            'spec_item': 'tensor_support/2_1/BScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-int16-ef779e44cd',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-int16',
            'spec_item': 'tensor_support/2_1/BScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-int8-911559ca72',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bscaletensor-int8',
            'spec_item': 'tensor_support/2_1/BScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-float32-74f0fd32d3',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-float16-41453cc945',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-uint32-395e647789',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-uint16-a0e2fed26b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-int32-988e972595',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_bzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-int16-da4cdd0694',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-bzeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/BZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-float16-a2bdf56a6d',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-float16',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-uint32-af97e8dc89',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-uint16-4df8dc5ebe',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-uint8-a97a54c4e8',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-int32-2eb38a674a',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-int32',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-int16-3e2fa82ba0',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-int16',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-int8-a21f05d19b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputscaletensor-int8',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-float32-74f0fd32d3',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-float16-41453cc945',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-uint32-395e647789',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-uint16-a0e2fed26b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-int32-988e972595',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-int16-da4cdd0694',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputzeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-float32-74f0fd32d3',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-float16-41453cc945',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-uint32-395e647789',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-uint16-a0e2fed26b',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-int32-988e972595',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-int16-da4cdd0694',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor-tie-to-even',
        },
    })


def test_dimension_count_1_4_0(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-dimensions-4_0-1-e62b2fdb76',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [2]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [2]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-dimensions-4_0-1',
            'spec_item': 'tensor_support/4_0/dimensions/1',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_4_0(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-dimensions-4_0-5-cb31e68957',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-dimensions-4_0-5',
            'spec_item': 'tensor_support/4_0/dimensions/5',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-dimensions-2_1-3-4b9a977d31',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_matrix_multiply-dimensions-2_1-5-e317c29bd7',
        'operator': 'DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'quantized_linear_matrix_multiply-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_0_atensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='4_0', pins={'ATensor': 'INT8'})


def test_property_4_0_atensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='4_0', pins={'ATensor': 'UINT8'})


def test_property_4_0_ascaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (AScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='4_0', pins={'AScaleTensor': 'FLOAT32'})


def test_property_4_0_btensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (BTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='4_0', pins={'BTensor': 'INT8'})


def test_property_4_0_btensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (BTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='4_0', pins={'BTensor': 'UINT8'})


def test_property_4_0_bscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (BScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='4_0', pins={'BScaleTensor': 'FLOAT32'})


def test_property_4_0_outputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='4_0', pins={'OutputScaleTensor': 'FLOAT32'})


def test_property_4_0_outputzeropointtensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='4_0', pins={'OutputZeroPointTensor': 'INT8'})


def test_property_4_0_outputzeropointtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='4_0', pins={'OutputZeroPointTensor': 'UINT8'})


def test_property_2_1_atensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT8'})


def test_property_2_1_atensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT8'})


def test_property_2_1_ascaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (AScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='2_1', pins={'AScaleTensor': 'FLOAT32'})


def test_property_2_1_btensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (BTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='2_1', pins={'BTensor': 'INT8'})


def test_property_2_1_btensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (BTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='2_1', pins={'BTensor': 'UINT8'})


def test_property_2_1_bscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (BScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='2_1', pins={'BScaleTensor': 'FLOAT32'})


def test_property_2_1_outputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='2_1', pins={'OutputScaleTensor': 'FLOAT32'})


def test_property_2_1_outputzeropointtensor_int8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='2_1', pins={'OutputZeroPointTensor': 'INT8'})


def test_property_2_1_outputzeropointtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_matrix_multiply_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', row='2_1', pins={'OutputZeroPointTensor': 'UINT8'})


def test_equivalence_integer_product_requantized_apart(dml):
    """Description (mathematically equivalent to dequantizing the inputs, then performing the matrix multiply, and then quantizing the output); ns-directml-dml_matrix_multiply_integer_operator_desc.md, ns-directml-dml_element_wise_dequantize_linear_operator_desc.md, ns-directml-dml_element_wise_multiply_operator_desc.md, ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Description: equals DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC with InputTensor = ELEMENT_WISE_MULTIPLY(ATensor = ELEMENT_WISE_DEQUANTIZE_LINEAR(InputTensor = MATRIX_MULTIPLY_INTEGER(this side's inputs) as INT32, ScaleTensor = AScaleTensor broadcast) as FLOAT32, BTensor = BScaleTensor broadcast) as FLOAT32, ScaleTensor = OutputScaleTensor broadcast, ZeroPointTensor = OutputZeroPointTensor broadcast within 1 unit"""
    dml.check_equivalence('DML_QUANTIZED_LINEAR_MATRIX_MULTIPLY_OPERATOR_DESC', 'integer-product-requantized-apart')
