# Emitted by `python -m generators` from spec/operators/join.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_JOIN_OPERATOR_DESC (ns-directml-dml_join_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_only_one_possible_axis(dml):
    """ns-directml-dml_join_operator_desc.md: Examples: Example 1. Joining tensors with only one possible axis"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-example-1-only-one-possible-axis-6be260dae5',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'inputs': {
            'InputTensors[0]': [1, 2, 3, 4, 5, 6],
            'InputTensors[1]': [7, 8, 9, 10, 11, 12, 13, 14],
        },
        'expected': {'OutputTensor': [1, 2, 3, 7, 8, 9, 10, 4, 5, 6, 11, 12, 13, 14]},
        'provenance': {
            'name': 'join-example-1-only-one-possible-axis',
            'spec_item': 'examples/example-1-only-one-possible-axis',
            'cite': 'ns-directml-dml_join_operator_desc.md: Examples: Example 1. Joining tensors with only one possible axis',
            'generator': 'examples',
        },
    })


def test_example_2_joining_axis_1(dml):
    """ns-directml-dml_join_operator_desc.md: Examples: Example 2. Joining tensors with multiple possible axes (joining axis 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-example-2-joining-axis-1-e486070773',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 3,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 2, 2]},
            'Axis': 1,
        },
        'inputs': {
            'InputTensors[0]': [1, 2, 3, 4],
            'InputTensors[1]': [5, 6, 7, 8],
            'InputTensors[2]': [9, 10, 11, 12],
        },
        'expected': {'OutputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]},
        'provenance': {
            'name': 'join-example-2-joining-axis-1',
            'spec_item': 'examples/example-2-joining-axis-1',
            'cite': 'ns-directml-dml_join_operator_desc.md: Examples: Example 2. Joining tensors with multiple possible axes (joining axis 1)',
            'generator': 'examples',
        },
    })


def test_example_2_joining_axis_2(dml):
    """ns-directml-dml_join_operator_desc.md: Examples: Example 2. Joining tensors with multiple possible axes (joining axis 2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-example-2-joining-axis-2-65291cf175',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 3,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2]},
            'Axis': 2,
        },
        'inputs': {
            'InputTensors[0]': [1, 2, 3, 4],
            'InputTensors[1]': [5, 6, 7, 8],
            'InputTensors[2]': [9, 10, 11, 12],
        },
        'expected': {'OutputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]},
        'provenance': {
            'name': 'join-example-2-joining-axis-2',
            'spec_item': 'examples/example-2-joining-axis-2',
            'cite': 'ns-directml-dml_join_operator_desc.md: Examples: Example 2. Joining tensors with multiple possible axes (joining axis 2)',
            'generator': 'examples',
        },
    })


def test_example_2_joining_axis_3(dml):
    """ns-directml-dml_join_operator_desc.md: Examples: Example 2. Joining tensors with multiple possible axes (joining axis 3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-example-2-joining-axis-3-779d8fb2c8',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 3,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 6]},
            'Axis': 3,
        },
        'inputs': {
            'InputTensors[0]': [1, 2, 3, 4],
            'InputTensors[1]': [5, 6, 7, 8],
            'InputTensors[2]': [9, 10, 11, 12],
        },
        'expected': {'OutputTensor': [1, 2, 5, 6, 9, 10, 3, 4, 7, 8, 11, 12]},
        'provenance': {
            'name': 'join-example-2-joining-axis-3',
            'spec_item': 'examples/example-2-joining-axis-3',
            'cite': 'ns-directml-dml_join_operator_desc.md: Examples: Example 2. Joining tensors with multiple possible axes (joining axis 3)',
            'generator': 'examples',
        },
    })


def test_one_input_is_a_copy(dml):
    """ns-directml-dml_join_operator_desc.md: Description (joining a single input tensor simply produces a copy of the input tensor) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-one-input-is-a-copy-23c5e0bbea',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 1,
            'InputTensors': [
                {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 3]},
            ],
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 3]},
            'Axis': 2,
        },
        'inputs': {'InputTensors[0]': [0, 4294967295, 1, 2, 3, 4]},
        'expected': {'OutputTensor': [0, 4294967295, 1, 2, 3, 4]},
        'provenance': {
            'name': 'join-one-input-is-a-copy',
            'spec_item': 'examples/one-input-is-a-copy',
            'cite': 'ns-directml-dml_join_operator_desc.md: Description (joining a single input tensor simply produces a copy of the input tensor) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_axes_of_one_joined_along_the_first(dml):
    """ns-directml-dml_join_operator_desc.md: Description (the join axis may hold any non-zero size); Members: Axis (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-axes-of-one-joined-along-the-first-e02b01891e',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 4,
            'InputTensors': [
                {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            ],
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [4, 1, 1, 2]},
            'Axis': 0,
        },
        'inputs': {
            'InputTensors[0]': [-2147483648, 2147483647],
            'InputTensors[1]': [0, -1],
            'InputTensors[2]': [5, 6],
            'InputTensors[3]': [7, 8],
        },
        'expected': {'OutputTensor': [-2147483648, 2147483647, 0, -1, 5, 6, 7, 8]},
        'provenance': {
            'name': 'join-axes-of-one-joined-along-the-first',
            'spec_item': 'examples/axes-of-one-joined-along-the-first',
            'cite': 'ns-directml-dml_join_operator_desc.md: Description (the join axis may hold any non-zero size); Members: Axis (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_eight_dimensions_64_bit(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (8 dimensions, UINT64) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-eight-dimensions-64-bit-557ba88562',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2]},
                {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 2]},
            ],
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 3, 2]},
            'Axis': 6,
        },
        'inputs': {
            'InputTensors[0]': [18446744073709551615, 9007199254740993],
            'InputTensors[1]': [0, 1, 2, 3],
        },
        'expected': {'OutputTensor': [18446744073709551615, 9007199254740993, 0, 1, 2, 3]},
        'provenance': {
            'name': 'join-eight-dimensions-64-bit',
            'spec_item': 'examples/eight-dimensions-64-bit',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (8 dimensions, UINT64) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_twenty_inputs_of_one_element(dml):
    """ns-directml-dml_join_operator_desc.md: Description (joining along an axis of any non-zero size); Members: InputCount (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-twenty-inputs-of-one-element-4aa916a6bc',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputCount': 20,
            'InputTensors': [
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
                {'DataType': 'UINT8', 'Sizes': [1]},
            ],
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [20]},
            'Axis': 0,
        },
        'inputs': {
            'InputTensors[0]': [235],
            'InputTensors[1]': [236],
            'InputTensors[2]': [237],
            'InputTensors[3]': [238],
            'InputTensors[4]': [239],
            'InputTensors[5]': [240],
            'InputTensors[6]': [241],
            'InputTensors[7]': [242],
            'InputTensors[8]': [243],
            'InputTensors[9]': [244],
            'InputTensors[10]': [0],
            'InputTensors[11]': [1],
            'InputTensors[12]': [2],
            'InputTensors[13]': [3],
            'InputTensors[14]': [4],
            'InputTensors[15]': [5],
            'InputTensors[16]': [6],
            'InputTensors[17]': [7],
            'InputTensors[18]': [8],
            'InputTensors[19]': [9],
        },
        'expected': {
            'OutputTensor': [235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        },
        'provenance': {
            'name': 'join-twenty-inputs-of-one-element',
            'spec_item': 'examples/twenty-inputs-of-one-element',
            'cite': 'ns-directml-dml_join_operator_desc.md: Description (joining along an axis of any non-zero size); Members: InputCount (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_join_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-known-fields-3fa405e8ec',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'join-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_join_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-tensor-support-data-type-a21f19aa7f',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-tensor-support-dimension-count-5808dbdfd5',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 1,
            'InputTensors': [
                {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1, 3]},
            ],
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1, 3]},
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'join-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/one-input-is-a-copy',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-known-data-type-8f09e1c3cc',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'join-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-dimension-count-range-302c6741b5',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 3]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'join-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-sizes-nonzero-dbff8ef448',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 3]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'join-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-strides-count-71d80cdd54',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 6, 3, 1]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'join-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-output-strides-no-overlap-09a4ad6cee',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7], 'Strides': [14, 14, 0, 1]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'join-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-total-size-minimum-cbb2161aaf',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'TotalTensorSizeInBytes': 23},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'join-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-element-count-max-c46ac063d3',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [715827883, 1, 2, 3]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'join-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-base-offset-alignment-38f885228b',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {
                    'DataType': 'FLOAT32',
                    'Sizes': [1, 1, 2, 3],
                    'GuaranteedBaseOffsetAlignment': 3,
                },
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'join-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_input_count_positive(dml):
    """ns-directml-dml_join_operator_desc.md: Members: InputCount (must be greater than 0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-input-count-positive-dd4c3d8276',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 0,
            'InputTensors': [],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['input-count-positive'],
        'provenance': {
            'name': 'join-invalid-input-count-positive',
            'spec_item': 'rules/input-count-positive',
            'cite': 'ns-directml-dml_join_operator_desc.md: Members: InputCount (must be greater than 0)',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor constraints; Description (the pseudocode's DimensionCount assert)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-same-rank-0e96373cc5',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2]},
                {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 2]},
            ],
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 3, 2]},
            'Axis': 6,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'join-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': "ns-directml-dml_join_operator_desc.md: Tensor constraints; Description (the pseudocode's DimensionCount assert)",
            'generator': 'invalid',
            'base': 'examples/eight-dimensions-64-bit',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-same-data-type-992928b827',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'join-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_join_operator_desc.md: Members: Axis (in the range [0, OutputTensor.DimensionCount - 1])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-axis-in-range-e560b4ad1d',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 7]},
            'Axis': 4,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'join-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_join_operator_desc.md: Members: Axis (in the range [0, OutputTensor.DimensionCount - 1])',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_join_operator_desc.md: Description (the pseudocode: every other size equal, the sizes along Axis summing to OutputTensor.Sizes[Axis]); Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-invalid-output-sizes-e51f50cbf7',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 8]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'join-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_join_operator_desc.md: Description (the pseudocode: every other size equal, the sizes along Axis summing to OutputTensor.Sizes[Axis]); Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_3_0_inputtensors_float64(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-3_0-inputtensors-float64-1a5c7bdd3d',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-3_0-inputtensors-float64',
            'spec_item': 'tensor_support/3_0/InputTensors/excluded/FLOAT64',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_3_0_inputtensors_uint64(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-3_0-inputtensors-uint64-c13e8e7e7f',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-3_0-inputtensors-uint64',
            'spec_item': 'tensor_support/3_0/InputTensors/excluded/UINT64',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_3_0_inputtensors_int64(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-3_0-inputtensors-int64-c310340c49',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'INT64', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-3_0-inputtensors-int64',
            'spec_item': 'tensor_support/3_0/InputTensors/excluded/INT64',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-3_0-outputtensor-float64-1a5c7bdd3d',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-3_0-outputtensor-uint64-c13e8e7e7f',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-3_0-outputtensor-int64-c310340c49',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'INT64', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_1_0_inputtensors_uint8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-1_0-inputtensors-uint8-a21f19aa7f',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-1_0-inputtensors-uint8',
            'spec_item': 'tensor_support/1_0/InputTensors/excluded/UINT8',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_1_0_inputtensors_int8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-1_0-inputtensors-int8-3d991da007',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'INT8', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-1_0-inputtensors-int8',
            'spec_item': 'tensor_support/1_0/InputTensors/excluded/INT8',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-1_0-outputtensor-uint8-a21f19aa7f',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-unsupported-1_0-outputtensor-int8-3d991da007',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 2,
            'InputTensors': [
                {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
                {'DataType': 'INT8', 'Sizes': [1, 1, 2, 4]},
            ],
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 7]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'join-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-only-one-possible-axis',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-dimensions-4_1-9-2d86741d33',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputCount': 1,
            'InputTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'join-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-dimensions-3_0-3-d6fdbe776d',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputCount': 1,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'join-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_3_0(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-dimensions-3_0-6-038de20ed4',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputCount': 1,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'join-dimensions-3_0-6',
            'spec_item': 'tensor_support/3_0/dimensions/6',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-dimensions-2_1-3-103766474e',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputCount': 1,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'join-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-dimensions-2_1-5-4859101dea',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputCount': 1,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'join-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-dimensions-1_0-3-0219670ca4',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 1,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'join-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'join-dimensions-1_0-5-fa734c8ed5',
        'operator': 'DML_JOIN_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputCount': 1,
            'InputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'join-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensors_float64(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'FLOAT64'})


def test_property_4_1_inputtensors_float32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'FLOAT32'})


def test_property_4_1_inputtensors_float16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'FLOAT16'})


def test_property_4_1_inputtensors_int64(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors INT64, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'INT64'})


def test_property_4_1_inputtensors_int32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors INT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'INT32'})


def test_property_4_1_inputtensors_int16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors INT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'INT16'})


def test_property_4_1_inputtensors_int8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors INT8, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'INT8'})


def test_property_4_1_inputtensors_uint64(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors UINT64, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'UINT64'})


def test_property_4_1_inputtensors_uint32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors UINT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'UINT32'})


def test_property_4_1_inputtensors_uint16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors UINT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'UINT16'})


def test_property_4_1_inputtensors_uint8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensors UINT8, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='4_1', pins={'InputTensors': 'UINT8'})


def test_property_3_0_inputtensors_float32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensors FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='3_0', pins={'InputTensors': 'FLOAT32'})


def test_property_3_0_inputtensors_float16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensors FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='3_0', pins={'InputTensors': 'FLOAT16'})


def test_property_3_0_inputtensors_int32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensors INT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='3_0', pins={'InputTensors': 'INT32'})


def test_property_3_0_inputtensors_int16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensors INT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='3_0', pins={'InputTensors': 'INT16'})


def test_property_3_0_inputtensors_int8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensors INT8, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='3_0', pins={'InputTensors': 'INT8'})


def test_property_3_0_inputtensors_uint32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensors UINT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='3_0', pins={'InputTensors': 'UINT32'})


def test_property_3_0_inputtensors_uint16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensors UINT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='3_0', pins={'InputTensors': 'UINT16'})


def test_property_3_0_inputtensors_uint8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensors UINT8, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='3_0', pins={'InputTensors': 'UINT8'})


def test_property_2_1_inputtensors_float32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensors FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='2_1', pins={'InputTensors': 'FLOAT32'})


def test_property_2_1_inputtensors_float16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensors FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='2_1', pins={'InputTensors': 'FLOAT16'})


def test_property_2_1_inputtensors_int32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensors INT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='2_1', pins={'InputTensors': 'INT32'})


def test_property_2_1_inputtensors_int16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensors INT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='2_1', pins={'InputTensors': 'INT16'})


def test_property_2_1_inputtensors_int8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensors INT8, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='2_1', pins={'InputTensors': 'INT8'})


def test_property_2_1_inputtensors_uint32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensors UINT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='2_1', pins={'InputTensors': 'UINT32'})


def test_property_2_1_inputtensors_uint16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensors UINT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='2_1', pins={'InputTensors': 'UINT16'})


def test_property_2_1_inputtensors_uint8(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensors UINT8, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='2_1', pins={'InputTensors': 'UINT8'})


def test_property_1_0_inputtensors_float32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensors FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='1_0', pins={'InputTensors': 'FLOAT32'})


def test_property_1_0_inputtensors_float16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensors FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='1_0', pins={'InputTensors': 'FLOAT16'})


def test_property_1_0_inputtensors_int32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensors INT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='1_0', pins={'InputTensors': 'INT32'})


def test_property_1_0_inputtensors_int16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensors INT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='1_0', pins={'InputTensors': 'INT16'})


def test_property_1_0_inputtensors_uint32(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensors UINT32, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='1_0', pins={'InputTensors': 'UINT32'})


def test_property_1_0_inputtensors_uint16(dml):
    """ns-directml-dml_join_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensors UINT16, drawn by hypothesis)"""
    dml.check_property('DML_JOIN_OPERATOR_DESC', row='1_0', pins={'InputTensors': 'UINT16'})


def test_equivalence_split_then_join_is_the_identity(dml):
    """Description (this operator is the inverse of DML_SPLIT_OPERATOR_DESC); ns-directml-dml_split_operator_desc.md: Description (the inverse of DML_JOIN_OPERATOR_DESC): equals itself with InputTensors = SPLIT(OutputCount = InputCount, OutputTensors = InputTensors, InputTensor = JOIN(this side's inputs)).OutputTensors"""
    dml.check_equivalence('DML_JOIN_OPERATOR_DESC', 'split-then-join-is-the-identity')
