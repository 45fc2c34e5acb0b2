# Emitted by `python -m generators` from spec/operators/top_k.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_TOP_K_OPERATOR_DESC (ns-directml-dml_top_k_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1(dml):
    """ns-directml-dml_top_k_operator_desc.md: Examples: Example 1"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-example-1-0aa3985f22',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'inputs': {'InputTensor': [0, 1, 10, 11, 3, 2, 9, 8, 4, 5, 6, 7]},
        'expected': {'OutputValueTensor': [11, 10, 9, 8, 7, 6], 'OutputIndexTensor': [3, 2, 2, 3, 3, 2]},
        'provenance': {
            'name': 'top_k-example-1',
            'spec_item': 'examples/example-1',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Examples: Example 1',
            'generator': 'examples',
        },
    })


def test_example_2_using_a_different_axis(dml):
    """ns-directml-dml_top_k_operator_desc.md: Examples: Example 2. Using a different axis"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-example-2-using-a-different-axis-5af5b1e531',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 4]},
            'Axis': 2,
            'K': 2,
        },
        'inputs': {'InputTensor': [0, 1, 10, 11, 3, 2, 9, 8, 4, 5, 6, 7]},
        'expected': {
            'OutputValueTensor': [4, 5, 10, 11, 3, 2, 9, 8],
            'OutputIndexTensor': [2, 2, 0, 0, 1, 1, 1, 1],
        },
        'provenance': {
            'name': 'top_k-example-2-using-a-different-axis',
            'spec_item': 'examples/example-2-using-a-different-axis',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Examples: Example 2. Using a different axis',
            'generator': 'examples',
        },
    })


def test_example_3_tied_values(dml):
    """ns-directml-dml_top_k_operator_desc.md: Examples: Example 3. Tied values"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-example-3-tied-values-55de12f241',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'Axis': 3,
            'K': 3,
        },
        'inputs': {'InputTensor': [1, 2, 2, 3, 3, 4, 5, 5, 6, 6, 6, 6]},
        'expected': {
            'OutputValueTensor': [3, 2, 2, 5, 5, 4, 6, 6, 6],
            'OutputIndexTensor': [3, 1, 2, 2, 3, 1, 0, 1, 2],
        },
        'provenance': {
            'name': 'top_k-example-3-tied-values',
            'spec_item': 'examples/example-3-tied-values',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Examples: Example 3. Tied values',
            'generator': 'examples',
        },
    })


def test_k_equals_size_with_ties(dml):
    """ns-directml-dml_top_k_operator_desc.md: Members: K (K equal to the size along Axis: erratum k-upper-bound); OutputIndexTensor (tied elements in ascending index order) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-k-equals-size-with-ties-38bb68a5ad',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 5]},
            'OutputValueTensor': {'DataType': 'INT32', 'Sizes': [2, 5]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [2, 5]},
            'Axis': 1,
            'K': 5,
        },
        'inputs': {'InputTensor': [3, -1, 3, 7, -1, 0, 0, -5, 2, 0]},
        'expected': {
            'OutputValueTensor': [7, 3, 3, -1, -1, 2, 0, 0, 0, -5],
            'OutputIndexTensor': [3, 0, 2, 1, 4, 3, 0, 1, 4, 2],
        },
        'provenance': {
            'name': 'top_k-k-equals-size-with-ties',
            'spec_item': 'examples/k-equals-size-with-ties',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Members: K (K equal to the size along Axis: erratum k-upper-bound); OutputIndexTensor (tied elements in ascending index order) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_top_k_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-known-fields-a00eb0ece3',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'top_k-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-tensor-support-data-type-e231b10c1f',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-known-data-type-9a22da3b02',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'top_k-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-dimension-count-range-24ddfebbd6',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'top_k-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-sizes-nonzero-828777b30d',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'top_k-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-strides-count-99e1805645',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 12, 4, 1]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'top_k-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-output-strides-no-overlap-b803b8e07b',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2], 'Strides': [6, 6, 0, 1]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'top_k-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-total-size-minimum-f3997d7eb7',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'TotalTensorSizeInBytes': 47},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'top_k-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-element-count-max-6f513a02e9',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [357913942, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'top_k-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-base-offset-alignment-725fb8571c',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'top_k-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-same-rank-d6e5010c79',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 5]},
            'OutputValueTensor': {'DataType': 'INT32', 'Sizes': [2, 5]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [2, 5, 1]},
            'Axis': 1,
            'K': 5,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'top_k-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/k-equals-size-with-ties',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-same-data-type-519cdeec07',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'top_k-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_top_k_operator_desc.md: Members: Axis"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-axis-in-range-6f12c5895b',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 4,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'top_k-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Members: Axis',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_k_in_range(dml):
    """ns-directml-dml_top_k_operator_desc.md: Members: K (greater than 0; at most the size along Axis: erratum k-upper-bound)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-k-in-range-077020e554',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 5,
        },
        'expect': 'invalid',
        'violates': ['k-in-range'],
        'provenance': {
            'name': 'top_k-invalid-k-in-range',
            'spec_item': 'rules/k-in-range',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Members: K (greater than 0; at most the size along Axis: erratum k-upper-bound)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_top_k_operator_desc.md: Members: OutputValueTensor; OutputIndexTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-invalid-output-sizes-39a0b4e838',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'top_k-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Members: OutputValueTensor; OutputIndexTensor',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-inputtensor-float64-4909cfd205',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputvaluetensor_float64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputvaluetensor-float64-4909cfd205',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputvaluetensor-float64',
            'spec_item': 'tensor_support/5_0/OutputValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputindextensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputindextensor-float32-68ce01a5c4',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputindextensor-float32',
            'spec_item': 'tensor_support/5_0/OutputIndexTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputindextensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputindextensor-float16-adb1b0b212',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputindextensor-float16',
            'spec_item': 'tensor_support/5_0/OutputIndexTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputindextensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputindextensor-uint16-55fe0cb3dd',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputindextensor-uint16',
            'spec_item': 'tensor_support/5_0/OutputIndexTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputindextensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputindextensor-uint8-9ab50b09c6',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputindextensor-uint8',
            'spec_item': 'tensor_support/5_0/OutputIndexTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputindextensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputindextensor-int32-494cd545c6',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputindextensor-int32',
            'spec_item': 'tensor_support/5_0/OutputIndexTensor/excluded/INT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputindextensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputindextensor-int16-c214f06249',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputindextensor-int16',
            'spec_item': 'tensor_support/5_0/OutputIndexTensor/excluded/INT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputindextensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputindextensor-int8-65dfd1cd49',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputindextensor-int8',
            'spec_item': 'tensor_support/5_0/OutputIndexTensor/excluded/INT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputindextensor_float64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputindextensor-float64-83fe70988b',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputindextensor-float64',
            'spec_item': 'tensor_support/5_0/OutputIndexTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputindextensor_int64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-5_0-outputindextensor-int64-0b3fd9e53a',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-5_0-outputindextensor-int64',
            'spec_item': 'tensor_support/5_0/OutputIndexTensor/excluded/INT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-inputtensor-float64-78ba0f20ef',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-inputtensor-uint64-b83e6f65ee',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-inputtensor-uint64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_int64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-inputtensor-int64-e7278319ae',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-inputtensor-int64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputvaluetensor_float64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputvaluetensor-float64-78ba0f20ef',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputvaluetensor-float64',
            'spec_item': 'tensor_support/3_1/OutputValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputvaluetensor_uint64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputvaluetensor-uint64-b83e6f65ee',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputvaluetensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputvaluetensor_int64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputvaluetensor-int64-e7278319ae',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputvaluetensor-int64',
            'spec_item': 'tensor_support/3_1/OutputValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-float32-cb07cb0105',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-float32',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-float16-01fb79218e',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-float16',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-uint16-0c78a6f3b3',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-uint16',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-uint8-c565f29dda',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-uint8',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-int32-cfd9824d9a',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-int32',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/INT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-int16-b7db5ab403',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-int16',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/INT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-int8-dd5b3c2740',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-int8',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/INT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_float64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-float64-60352878ff',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-float64',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_uint64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-uint64-7c284b7473',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputindextensor_int64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-3_1-outputindextensor-int64-561bf191b2',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-3_1-outputindextensor-int64',
            'spec_item': 'tensor_support/3_1/OutputIndexTensor/excluded/INT64',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputindextensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_1-outputindextensor-float32-1868928900',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_1-outputindextensor-float32',
            'spec_item': 'tensor_support/2_1/OutputIndexTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputindextensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_1-outputindextensor-float16-6c983d2ab2',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_1-outputindextensor-float16',
            'spec_item': 'tensor_support/2_1/OutputIndexTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputindextensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_1-outputindextensor-uint16-28c899c946',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_1-outputindextensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputIndexTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputindextensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_1-outputindextensor-uint8-d15162395c',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_1-outputindextensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputIndexTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputindextensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_1-outputindextensor-int32-0222f73819',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_1-outputindextensor-int32',
            'spec_item': 'tensor_support/2_1/OutputIndexTensor/excluded/INT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputindextensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_1-outputindextensor-int16-ebd9695e4f',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_1-outputindextensor-int16',
            'spec_item': 'tensor_support/2_1/OutputIndexTensor/excluded/INT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputindextensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_1-outputindextensor-int8-1fd8489780',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_1-outputindextensor-int8',
            'spec_item': 'tensor_support/2_1/OutputIndexTensor/excluded/INT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_inputtensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-inputtensor-uint32-17a26e6730',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-inputtensor-uint32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_inputtensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-inputtensor-uint16-737bf91c80',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-inputtensor-uint16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_inputtensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-inputtensor-uint8-86f8b9159c',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-inputtensor-uint8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_inputtensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-inputtensor-int32-138fc86967',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-inputtensor-int32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_inputtensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-inputtensor-int16-f502cca1ef',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-inputtensor-int16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_inputtensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-inputtensor-int8-0695f8195d',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-inputtensor-int8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputvaluetensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputvaluetensor-uint32-17a26e6730',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputvaluetensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputvaluetensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputvaluetensor-uint16-737bf91c80',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputvaluetensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputvaluetensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputvaluetensor-uint8-86f8b9159c',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputvaluetensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputvaluetensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputvaluetensor-int32-138fc86967',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputvaluetensor-int32',
            'spec_item': 'tensor_support/2_0/OutputValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputvaluetensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputvaluetensor-int16-f502cca1ef',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputvaluetensor-int16',
            'spec_item': 'tensor_support/2_0/OutputValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputvaluetensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputvaluetensor-int8-0695f8195d',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputvaluetensor-int8',
            'spec_item': 'tensor_support/2_0/OutputValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputindextensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputindextensor-float32-95f10537be',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputindextensor-float32',
            'spec_item': 'tensor_support/2_0/OutputIndexTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputindextensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputindextensor-float16-d2df694f67',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputindextensor-float16',
            'spec_item': 'tensor_support/2_0/OutputIndexTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputindextensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputindextensor-uint16-d4543bc933',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputindextensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputIndexTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputindextensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputindextensor-uint8-9cb9481823',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputindextensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputIndexTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputindextensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputindextensor-int32-d98eb5f4a0',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputindextensor-int32',
            'spec_item': 'tensor_support/2_0/OutputIndexTensor/excluded/INT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputindextensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputindextensor-int16-504b59d14d',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputindextensor-int16',
            'spec_item': 'tensor_support/2_0/OutputIndexTensor/excluded/INT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputindextensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-2_0-outputindextensor-int8-68fada00b9',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-2_0-outputindextensor-int8',
            'spec_item': 'tensor_support/2_0/OutputIndexTensor/excluded/INT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-inputtensor-uint32-e231b10c1f',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-inputtensor-uint16-e87e0f0f69',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-inputtensor-uint8-20a5b37232',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-inputtensor-int32-89739be280',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-inputtensor-int16-331e33e001',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-inputtensor-int8-7eeee0eb34',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputvaluetensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputvaluetensor-uint32-e231b10c1f',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputvaluetensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputvaluetensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputvaluetensor-uint16-e87e0f0f69',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputvaluetensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputvaluetensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputvaluetensor-uint8-20a5b37232',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputvaluetensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputvaluetensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputvaluetensor-int32-89739be280',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputvaluetensor-int32',
            'spec_item': 'tensor_support/1_0/OutputValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputvaluetensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputvaluetensor-int16-331e33e001',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputvaluetensor-int16',
            'spec_item': 'tensor_support/1_0/OutputValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputvaluetensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputvaluetensor-int8-7eeee0eb34',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputvaluetensor-int8',
            'spec_item': 'tensor_support/1_0/OutputValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputindextensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputindextensor-float32-fa33bb435a',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputindextensor-float32',
            'spec_item': 'tensor_support/1_0/OutputIndexTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputindextensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputindextensor-float16-052deb2a1d',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputindextensor-float16',
            'spec_item': 'tensor_support/1_0/OutputIndexTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputindextensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputindextensor-uint16-edde3560ce',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputindextensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputIndexTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputindextensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputindextensor-uint8-fcd3997f35',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputindextensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputIndexTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputindextensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputindextensor-int32-72e2bcf7cc',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputindextensor-int32',
            'spec_item': 'tensor_support/1_0/OutputIndexTensor/excluded/INT32',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputindextensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputindextensor-int16-593ad1ba50',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputindextensor-int16',
            'spec_item': 'tensor_support/1_0/OutputIndexTensor/excluded/INT16',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_1_0_outputindextensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-unsupported-1_0-outputindextensor-int8-cb3dbf06e3',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndexTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'Axis': 3,
            'K': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'top_k-unsupported-1_0-outputindextensor-int8',
            'spec_item': 'tensor_support/1_0/OutputIndexTensor/excluded/INT8',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-dimensions-5_0-9-be8a44c97a',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputIndexTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
            'K': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'top_k-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-dimensions-3_1-9-c14ba1da06',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
            'K': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'top_k-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-dimensions-2_1-3-da604e1e50',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
            'K': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'top_k-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-dimensions-2_1-5-c26ee6b847',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
            'K': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'top_k-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-dimensions-2_0-3-6a5efa86cf',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
            'K': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'top_k-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_0(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-dimensions-2_0-5-83c07bf620',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
            'K': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'top_k-dimensions-2_0-5',
            'spec_item': 'tensor_support/2_0/dimensions/5',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-dimensions-1_0-3-b1e28640c4',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
            'K': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'top_k-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'top_k-dimensions-1_0-5-8ca8200bab',
        'operator': 'DML_TOP_K_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputIndexTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
            'K': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'top_k-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0)',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_5_0_outputindextensor_uint64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputIndexTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'OutputIndexTensor': 'UINT64'})


def test_property_5_0_outputindextensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputIndexTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'OutputIndexTensor': 'UINT32'})


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_property_3_1_inputtensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT32'})


def test_property_3_1_inputtensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT16'})


def test_property_3_1_inputtensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT8'})


def test_property_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT32'})


def test_property_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT16'})


def test_property_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT8'})


def test_property_3_1_outputindextensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputIndexTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='3_1', pins={'OutputIndexTensor': 'UINT32'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_outputindextensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputIndexTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_1', pins={'OutputIndexTensor': 'UINT32'})


def test_property_2_0_inputtensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT32'})


def test_property_2_0_inputtensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT16'})


def test_property_2_0_outputindextensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (OutputIndexTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='2_0', pins={'OutputIndexTensor': 'UINT32'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_outputindextensor_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (read as holding from DML_FEATURE_LEVEL_1_0: erratum availability-2-0) (OutputIndexTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='1_0', pins={'OutputIndexTensor': 'UINT32'})


def test_equivalence_values_at_indices(dml):
    """ns-directml-dml_top_k_operator_desc.md: Members: OutputIndexTensor (by definition: the indices of the selected values, measured from the start of their sequence): OutputValueTensor equals InputTensor gathered along Axis at OutputIndexTensor"""
    dml.check_equivalence('DML_TOP_K_OPERATOR_DESC', 'values-at-indices')


def test_equivalence_argmax_when_k_is_1(dml):
    """ns-directml-dml_top_k_operator_desc.md: Members: OutputValueTensor, OutputIndexTensor; ns-directml-dml_argmax_operator_desc.md: Members: AxisDirection (by definition: the largest element, ties to the lowest index, is ARGMAX's INCREASING index along that one axis): equals DML_ARGMAX_OPERATOR_DESC with OutputTensor = OutputIndexTensor, Axes = [Axis] with AxisCount 1, AxisDirection DML_AXIS_DIRECTION_INCREASING when K 1"""
    dml.check_equivalence('DML_TOP_K_OPERATOR_DESC', 'argmax-when-k-is-1')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: unspecified nan-inputs: the page does not say where NaN sorts. The suite's reference takes NaN as greater than every number (NaNs first), NaNs among themselves in ascending index order, as a stable sort in numpy or PyTorch does; such cases are observed, never judged"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: unspecified nan-inputs: the page does not say where NaN sorts. The suite's reference takes NaN as greater than every number (NaNs first), NaNs among themselves in ascending index order, as a stable sort in numpy or PyTorch does; such cases are observed, never judged"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_observe_signed_zeros_float32(dml):
    """ns-directml-dml_top_k_operator_desc.md: unspecified signed-zeros: the page does not say whether -0.0 and +0.0 tie (IEEE equality, ascending index order) or -0.0 is smaller (a total order, as a radix sort of the bits gives: XLA's TopK on the CPU does so). The suite's reference takes IEEE equality; an input holding both is observed, never judged, and other drawn inputs hold zeros of one sign"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='signed-zeros')


def test_observe_signed_zeros_float16(dml):
    """ns-directml-dml_top_k_operator_desc.md: unspecified signed-zeros: the page does not say whether -0.0 and +0.0 tie (IEEE equality, ascending index order) or -0.0 is smaller (a total order, as a radix sort of the bits gives: XLA's TopK on the CPU does so). The suite's reference takes IEEE equality; an input holding both is observed, never judged, and other drawn inputs hold zeros of one sign"""
    dml.check_property('DML_TOP_K_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='signed-zeros')


def test_large_axis_1025_max_float32_float32_uint64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (TOP_K ignoring elements past 256; 1,025 elements)"""
    dml.check_large('DML_TOP_K_OPERATOR_DESC', 'axis-1025-max', {'InputTensor': 'FLOAT32', 'OutputValueTensor': 'FLOAT32', 'OutputIndexTensor': 'UINT64'})


def test_large_axis_65537_max_float32_float32_uint64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (TOP_K ignoring elements past 256; 65,537 elements)"""
    dml.check_large('DML_TOP_K_OPERATOR_DESC', 'axis-65537-max', {'InputTensor': 'FLOAT32', 'OutputValueTensor': 'FLOAT32', 'OutputIndexTensor': 'UINT64'})


def test_large_axis_1025_max_float32_float32_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (TOP_K ignoring elements past 256; 1,025 elements)"""
    dml.check_large('DML_TOP_K_OPERATOR_DESC', 'axis-1025-max', {'InputTensor': 'FLOAT32', 'OutputValueTensor': 'FLOAT32', 'OutputIndexTensor': 'UINT32'})


def test_large_axis_65537_max_float32_float32_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (TOP_K ignoring elements past 256; 65,537 elements)"""
    dml.check_large('DML_TOP_K_OPERATOR_DESC', 'axis-65537-max', {'InputTensor': 'FLOAT32', 'OutputValueTensor': 'FLOAT32', 'OutputIndexTensor': 'UINT32'})


def test_large_axis_1025_max_int8_int8_uint64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (TOP_K ignoring elements past 256; 1,025 elements)"""
    dml.check_large('DML_TOP_K_OPERATOR_DESC', 'axis-1025-max', {'InputTensor': 'INT8', 'OutputValueTensor': 'INT8', 'OutputIndexTensor': 'UINT64'})


def test_large_axis_65537_max_int8_int8_uint64(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (TOP_K ignoring elements past 256; 65,537 elements)"""
    dml.check_large('DML_TOP_K_OPERATOR_DESC', 'axis-65537-max', {'InputTensor': 'INT8', 'OutputValueTensor': 'INT8', 'OutputIndexTensor': 'UINT64'})


def test_large_axis_1025_max_int8_int8_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (TOP_K ignoring elements past 256; 1,025 elements)"""
    dml.check_large('DML_TOP_K_OPERATOR_DESC', 'axis-1025-max', {'InputTensor': 'INT8', 'OutputValueTensor': 'INT8', 'OutputIndexTensor': 'UINT32'})


def test_large_axis_65537_max_int8_int8_uint32(dml):
    """ns-directml-dml_top_k_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (TOP_K ignoring elements past 256; 65,537 elements)"""
    dml.check_large('DML_TOP_K_OPERATOR_DESC', 'axis-65537-max', {'InputTensor': 'INT8', 'OutputValueTensor': 'INT8', 'OutputIndexTensor': 'UINT32'})
