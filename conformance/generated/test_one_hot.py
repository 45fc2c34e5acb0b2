# Emitted by `python -m generators` from spec/operators/one_hot.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ONE_HOT_OPERATOR_DESC (ns-directml-dml_one_hot_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Examples: Example 1"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-example-1-0bf3322a34',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'inputs': {'IndicesTensor': [0, 3, 2], 'ValuesTensor': [0, 1]},
        'expected': {'OutputTensor': [1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0]},
        'provenance': {
            'name': 'one_hot-example-1',
            'spec_item': 'examples/example-1',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Examples: Example 1',
            'generator': 'examples',
        },
    })


def test_example_2_different_axis(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Examples: Example 2. Using a different axis"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-example-2-different-axis-36afb74df0',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 2,
        },
        'inputs': {'IndicesTensor': [0, 2, 1, 0], 'ValuesTensor': [0, 1]},
        'expected': {'OutputTensor': [1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0]},
        'provenance': {
            'name': 'one_hot-example-2-different-axis',
            'spec_item': 'examples/example-2-different-axis',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Examples: Example 2. Using a different axis',
            'generator': 'examples',
        },
    })


def test_example_3_different_on_off_values(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Examples: Example 3. Using different on/off values"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-example-3-different-on-off-values-632798a06f',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'inputs': {'IndicesTensor': [0, 3, 2], 'ValuesTensor': [4, 2, 9]},
        'expected': {'OutputTensor': [2, 4, 4, 4, 4, 4, 4, 2, 4, 4, 2, 4]},
        'provenance': {
            'name': 'one_hot-example-3-different-on-off-values',
            'spec_item': 'examples/example-3-different-on-off-values',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Examples: Example 3. Using different on/off values',
            'generator': 'examples',
        },
    })


def test_example_4_negative_and_out_of_bounds(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Examples: Example 4. Negative and out-of-bounds indices"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-example-4-negative-and-out-of-bounds-7495ebe28d',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'inputs': {'IndicesTensor': [-3, 100, 3], 'ValuesTensor': [0, 1]},
        'expected': {'OutputTensor': [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]},
        'provenance': {
            'name': 'one_hot-example-4-negative-and-out-of-bounds',
            'spec_item': 'examples/example-4-negative-and-out-of-bounds',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Examples: Example 4. Negative and out-of-bounds indices',
            'generator': 'examples',
        },
    })


def test_unsigned_bits_of_minus_one_are_past_the_end(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Members: IndicesTensor (an index past the sequence is ignored; negative indices only with a signed type) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsigned-bits-of-minus-one-are-past-the-end-af1a53e720',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [3, 1]},
            'ValuesTensor': {'DataType': 'INT8', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [3, 3]},
            'Axis': 1,
        },
        'inputs': {'IndicesTensor': [4294967295, 2, 0], 'ValuesTensor': [-128, 127]},
        'expected': {'OutputTensor': [-128, -128, -128, -128, -128, 127, 127, -128, -128]},
        'provenance': {
            'name': 'one_hot-unsigned-bits-of-minus-one-are-past-the-end',
            'spec_item': 'examples/unsigned-bits-of-minus-one-are-past-the-end',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Members: IndicesTensor (an index past the sequence is ignored; negative indices only with a signed type) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_indices_most_negative_valid_and_int64_values(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64); Members: IndicesTensor (-1 the last element) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-int64-indices-most-negative-valid-and-int64-values-526421a8cd',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [3, 1]},
            'ValuesTensor': {'DataType': 'INT64', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [3, 4]},
            'Axis': 1,
        },
        'inputs': {
            'IndicesTensor': [-4, -1, 9223372036854775807],
            'ValuesTensor': [9007199254740993, -9223372036854775808],
        },
        'expected': {
            'OutputTensor': [-9223372036854775808, 9007199254740993, 9007199254740993, 9007199254740993, 9007199254740993, 9007199254740993, 9007199254740993, -9223372036854775808, 9007199254740993, 9007199254740993, 9007199254740993, 9007199254740993],
        },
        'provenance': {
            'name': 'one_hot-int64-indices-most-negative-valid-and-int64-values',
            'spec_item': 'examples/int64-indices-most-negative-valid-and-int64-values',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64); Members: IndicesTensor (-1 the last element) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_on_value_along_a_middle_dimension(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Members: ValuesTensor (the 1st element along the fastest-changing dimension of size > 1) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-on-value-along-a-middle-dimension-c18d713885',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2]},
            'ValuesTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 1, 2]},
            'Axis': 0,
        },
        'inputs': {'IndicesTensor': [1, -2], 'ValuesTensor': [5, 6, 9]},
        'expected': {'OutputTensor': [5, 6, 6, 5]},
        'provenance': {
            'name': 'one_hot-on-value-along-a-middle-dimension',
            'spec_item': 'examples/on-value-along-a-middle-dimension',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Members: ValuesTensor (the 1st element along the fastest-changing dimension of size > 1) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-invalid-known-fields-03c9076ae0',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'one_hot-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-invalid-introduced-in-4e82509b35',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'one_hot-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-invalid-tensor-support-data-type-51b304816e',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-invalid-known-data-type-1174bfe569',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'one_hot-invalid-known-data-type',
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
        'id': 'one_hot-invalid-dimension-count-range-c7f1bb0485',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'one_hot-invalid-dimension-count-range',
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
        'id': 'one_hot-invalid-sizes-nonzero-ff20ed742c',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [0, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'one_hot-invalid-sizes-nonzero',
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
        'id': 'one_hot-invalid-strides-count-1905527d1c',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1], 'Strides': [3, 3, 3, 1, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'one_hot-invalid-strides-count',
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
        'id': 'one_hot-invalid-output-strides-no-overlap-0204c4103e',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 0, 1]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'one_hot-invalid-output-strides-no-overlap',
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
        'id': 'one_hot-invalid-total-size-minimum-12213ce001',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1], 'TotalTensorSizeInBytes': 11},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'one_hot-invalid-total-size-minimum',
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
        'id': 'one_hot-invalid-element-count-max-d29af9f673',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1431655766, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'one_hot-invalid-element-count-max',
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
        'id': 'one_hot-invalid-base-offset-alignment-78c33e833b',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1], 'GuaranteedBaseOffsetAlignment': 3},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'one_hot-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor constraints (IndicesTensor, OutputTensor, and ValuesTensor must have the same DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-invalid-same-rank-f96b46808c',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'one_hot-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor constraints (IndicesTensor, OutputTensor, and ValuesTensor must have the same DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/example-4-negative-and-out-of-bounds',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor constraints (OutputTensor and ValuesTensor must have the same DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-invalid-same-data-type-376c36a135',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'one_hot-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor constraints (OutputTensor and ValuesTensor must have the same DataType)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Members: Axis (must be less than the DimensionCount of the IndicesTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-invalid-axis-in-range-926bbf2dbd',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 4,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'one_hot-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Members: Axis (must be less than the DimensionCount of the IndicesTensor)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Members: IndicesTensor (OutputTensor's sizes except along Axis, where 1); ValuesTensor (at least two elements); OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-invalid-output-sizes-af5270c3bc',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'one_hot-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': "ns-directml-dml_one_hot_operator_desc.md: Members: IndicesTensor (OutputTensor's sizes except along Axis, where 1); ValuesTensor (at least two elements); OutputTensor",
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_1_indicestensor_float32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-4_1-indicestensor-float32-ea1723f1c2',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-4_1-indicestensor-float32',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_1_indicestensor_float16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-4_1-indicestensor-float16-3c0f6100af',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-4_1-indicestensor-float16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_1_indicestensor_uint16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-4_1-indicestensor-uint16-ee1ef8a7f6',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-4_1-indicestensor-uint16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_1_indicestensor_uint8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-4_1-indicestensor-uint8-2d76b65ea0',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-4_1-indicestensor-uint8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_1_indicestensor_int16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-4_1-indicestensor-int16-db39447ec7',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-4_1-indicestensor-int16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_1_indicestensor_int8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-4_1-indicestensor-int8-45e4bf94c0',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-4_1-indicestensor-int8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_1_indicestensor_float64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-4_1-indicestensor-float64-e8e2df3d47',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-4_1-indicestensor-float64',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_indicestensor_float32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-indicestensor-float32-26a03ab8a1',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-indicestensor-float32',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_indicestensor_float16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-indicestensor-float16-f74669fbcf',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-indicestensor-float16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_indicestensor_uint16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-indicestensor-uint16-d4cbd9c938',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-indicestensor-uint16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_indicestensor_uint8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-indicestensor-uint8-ec86863d84',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-indicestensor-uint8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_indicestensor_int16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-indicestensor-int16-3d1d3b51bf',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-indicestensor-int16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_indicestensor_int8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-indicestensor-int8-a499ec45a5',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-indicestensor-int8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_indicestensor_float64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-indicestensor-float64-ecc3b3ba1d',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-indicestensor-float64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_valuestensor_float64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-valuestensor-float64-bc7a0e6926',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-valuestensor-float64',
            'spec_item': 'tensor_support/3_0/ValuesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_valuestensor_uint64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-valuestensor-uint64-d82ea58ca4',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-valuestensor-uint64',
            'spec_item': 'tensor_support/3_0/ValuesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_valuestensor_int64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-valuestensor-int64-037b8321fc',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-valuestensor-int64',
            'spec_item': 'tensor_support/3_0/ValuesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-outputtensor-float64-bc7a0e6926',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-outputtensor-uint64-d82ea58ca4',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-3_0-outputtensor-int64-037b8321fc',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_indicestensor_float32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_1-indicestensor-float32-e2ae51b3d7',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_1-indicestensor-float32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_indicestensor_float16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_1-indicestensor-float16-b3171fbb43',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_1-indicestensor-float16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_indicestensor_uint16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_1-indicestensor-uint16-131ffe008b',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_1-indicestensor-uint16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_indicestensor_uint8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_1-indicestensor-uint8-45b28a5de7',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_1-indicestensor-uint8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_indicestensor_int32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_1-indicestensor-int32-db04de0ff8',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_1-indicestensor-int32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_indicestensor_int16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_1-indicestensor-int16-715bdc7f37',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_1-indicestensor-int16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_indicestensor_int8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_1-indicestensor-int8-7a4bcebc00',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_1-indicestensor-int8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_indicestensor_float32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-indicestensor-float32-51b304816e',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-indicestensor-float32',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_indicestensor_float16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-indicestensor-float16-cef9c95610',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-indicestensor-float16',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_indicestensor_uint16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-indicestensor-uint16-6e4e6b171e',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-indicestensor-uint16',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_indicestensor_uint8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-indicestensor-uint8-896c68d377',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-indicestensor-uint8',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_indicestensor_int32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-indicestensor-int32-06909bd13d',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-indicestensor-int32',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_indicestensor_int16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-indicestensor-int16-4c756cb4ac',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-indicestensor-int16',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_indicestensor_int8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-indicestensor-int8-b0f88d04ec',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-indicestensor-int8',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_valuestensor_uint32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-valuestensor-uint32-d3d3b4c903',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-valuestensor-uint32',
            'spec_item': 'tensor_support/2_0/ValuesTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_valuestensor_uint16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-valuestensor-uint16-10993da2ae',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-valuestensor-uint16',
            'spec_item': 'tensor_support/2_0/ValuesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_valuestensor_uint8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-valuestensor-uint8-1ca65cc1bd',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-valuestensor-uint8',
            'spec_item': 'tensor_support/2_0/ValuesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_valuestensor_int32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-valuestensor-int32-cfd5382778',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-valuestensor-int32',
            'spec_item': 'tensor_support/2_0/ValuesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_valuestensor_int16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-valuestensor-int16-dc60d26ff7',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-valuestensor-int16',
            'spec_item': 'tensor_support/2_0/ValuesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_valuestensor_int8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-valuestensor-int8-733441c6d4',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-valuestensor-int8',
            'spec_item': 'tensor_support/2_0/ValuesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-outputtensor-uint32-d3d3b4c903',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-outputtensor-uint16-10993da2ae',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-outputtensor-uint8-1ca65cc1bd',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-outputtensor-int32-cfd5382778',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-outputtensor-int16-dc60d26ff7',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-unsupported-2_0-outputtensor-int8-733441c6d4',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'ValuesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'one_hot-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-dimensions-4_1-9-f2ca9d05db',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ValuesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'one_hot-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-dimensions-3_0-9-0b3bd86118',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'one_hot-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-dimensions-2_1-3-7083318a01',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'one_hot-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-dimensions-2_1-5-54798e07bd',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'one_hot-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-dimensions-2_0-3-ffbdc1b750',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'one_hot-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_0(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'one_hot-dimensions-2_0-5-f579c2ee4e',
        'operator': 'DML_ONE_HOT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ValuesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'one_hot-dimensions-2_0-5',
            'spec_item': 'tensor_support/2_0/dimensions/5',
            'cite': 'ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_indicestensor_int64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT64'})


def test_property_4_1_indicestensor_int32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT32'})


def test_property_4_1_indicestensor_uint64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT64'})


def test_property_4_1_indicestensor_uint32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT32'})


def test_property_4_1_valuestensor_float64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'FLOAT64'})


def test_property_4_1_valuestensor_float32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'FLOAT32'})


def test_property_4_1_valuestensor_float16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'FLOAT16'})


def test_property_4_1_valuestensor_int64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'INT64'})


def test_property_4_1_valuestensor_int32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'INT32'})


def test_property_4_1_valuestensor_int16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'INT16'})


def test_property_4_1_valuestensor_int8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'INT8'})


def test_property_4_1_valuestensor_uint64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'UINT64'})


def test_property_4_1_valuestensor_uint32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'UINT32'})


def test_property_4_1_valuestensor_uint16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'UINT16'})


def test_property_4_1_valuestensor_uint8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ValuesTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='4_1', pins={'ValuesTensor': 'UINT8'})


def test_property_3_0_indicestensor_int64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT64'})


def test_property_3_0_indicestensor_int32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT32'})


def test_property_3_0_indicestensor_uint64(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT64'})


def test_property_3_0_indicestensor_uint32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT32'})


def test_property_3_0_valuestensor_float32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ValuesTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'ValuesTensor': 'FLOAT32'})


def test_property_3_0_valuestensor_float16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ValuesTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'ValuesTensor': 'FLOAT16'})


def test_property_3_0_valuestensor_int32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ValuesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'ValuesTensor': 'INT32'})


def test_property_3_0_valuestensor_int16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ValuesTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'ValuesTensor': 'INT16'})


def test_property_3_0_valuestensor_int8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ValuesTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'ValuesTensor': 'INT8'})


def test_property_3_0_valuestensor_uint32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ValuesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'ValuesTensor': 'UINT32'})


def test_property_3_0_valuestensor_uint16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ValuesTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'ValuesTensor': 'UINT16'})


def test_property_3_0_valuestensor_uint8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ValuesTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='3_0', pins={'ValuesTensor': 'UINT8'})


def test_property_2_1_indicestensor_uint32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_1', pins={'IndicesTensor': 'UINT32'})


def test_property_2_1_valuestensor_float32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ValuesTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_1', pins={'ValuesTensor': 'FLOAT32'})


def test_property_2_1_valuestensor_float16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ValuesTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_1', pins={'ValuesTensor': 'FLOAT16'})


def test_property_2_1_valuestensor_int32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ValuesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_1', pins={'ValuesTensor': 'INT32'})


def test_property_2_1_valuestensor_int16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ValuesTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_1', pins={'ValuesTensor': 'INT16'})


def test_property_2_1_valuestensor_int8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ValuesTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_1', pins={'ValuesTensor': 'INT8'})


def test_property_2_1_valuestensor_uint32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ValuesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_1', pins={'ValuesTensor': 'UINT32'})


def test_property_2_1_valuestensor_uint16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ValuesTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_1', pins={'ValuesTensor': 'UINT16'})


def test_property_2_1_valuestensor_uint8(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ValuesTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_1', pins={'ValuesTensor': 'UINT8'})


def test_property_2_0_indicestensor_uint32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_0', pins={'IndicesTensor': 'UINT32'})


def test_property_2_0_valuestensor_float32(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ValuesTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_0', pins={'ValuesTensor': 'FLOAT32'})


def test_property_2_0_valuestensor_float16(dml):
    """ns-directml-dml_one_hot_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ValuesTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ONE_HOT_OPERATOR_DESC', row='2_0', pins={'ValuesTensor': 'FLOAT16'})
