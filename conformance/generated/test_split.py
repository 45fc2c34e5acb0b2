# Emitted by `python -m generators` from spec/operators/split.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_SPLIT_OPERATOR_DESC (ns-directml-dml_split_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_splitting_axis_2(dml):
    """ns-directml-dml_split_operator_desc.md: Examples: Example 1. Splitting axis 2"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-example-1-splitting-axis-2-0106dce016',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]},
        'expected': {
            'OutputTensors[0]': [1, 2, 3, 4],
            'OutputTensors[1]': [5, 6],
            'OutputTensors[2]': [7, 8, 9, 10, 11, 12],
        },
        'provenance': {
            'name': 'split-example-1-splitting-axis-2',
            'spec_item': 'examples/example-1-splitting-axis-2',
            'cite': 'ns-directml-dml_split_operator_desc.md: Examples: Example 1. Splitting axis 2',
            'generator': 'examples',
        },
    })


def test_example_2_splitting_axis_3(dml):
    """ns-directml-dml_split_operator_desc.md: Examples: Example 2. Splitting axis 3"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-example-2-splitting-axis-3-12ecd84e8d',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 2,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 1]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 1]},
            ],
            'Axis': 3,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]},
        'expected': {'OutputTensors[0]': [1, 3, 5, 7, 9, 11], 'OutputTensors[1]': [2, 4, 6, 8, 10, 12]},
        'provenance': {
            'name': 'split-example-2-splitting-axis-3',
            'spec_item': 'examples/example-2-splitting-axis-3',
            'cite': 'ns-directml-dml_split_operator_desc.md: Examples: Example 2. Splitting axis 3',
            'generator': 'examples',
        },
    })


def test_one_output_is_a_copy(dml):
    """ns-directml-dml_split_operator_desc.md: Description (splitting into a single output tensor simply produces a copy of the input tensor) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-one-output-is-a-copy-cea66f68a4',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 1, 1, 3]},
            'OutputCount': 1,
            'OutputTensors': [
                {'DataType': 'INT16', 'Sizes': [2, 1, 1, 3]},
            ],
            'Axis': 0,
        },
        'inputs': {'InputTensor': [-32768, 0, 32767, 1, -1, 2]},
        'expected': {'OutputTensors[0]': [-32768, 0, 32767, 1, -1, 2]},
        'provenance': {
            'name': 'split-one-output-is-a-copy',
            'spec_item': 'examples/one-output-is-a-copy',
            'cite': 'ns-directml-dml_split_operator_desc.md: Description (splitting into a single output tensor simply produces a copy of the input tensor) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_as_many_outputs_as_elements(dml):
    """ns-directml-dml_split_operator_desc.md: Description (an axis of size 3 splits 1+1+1 into 3 outputs) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-as-many-outputs-as-elements-e75fd033d7',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
                {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
                {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            ],
            'Axis': 3,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 65535]},
        'expected': {'OutputTensors[0]': [1, 4], 'OutputTensors[1]': [2, 5], 'OutputTensors[2]': [3, 65535]},
        'provenance': {
            'name': 'split-as-many-outputs-as-elements',
            'spec_item': 'examples/as-many-outputs-as-elements',
            'cite': 'ns-directml-dml_split_operator_desc.md: Description (an axis of size 3 splits 1+1+1 into 3 outputs) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_eight_dimensions_64_bit(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (8 dimensions, INT64) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-eight-dimensions-64-bit-1e53532774',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 3]},
            'OutputCount': 2,
            'OutputTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 2]},
                {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 1]},
            ],
            'Axis': 7,
        },
        'inputs': {'InputTensor': [-9223372036854775808, 9007199254740993, 9223372036854775807, 1, 2, 3]},
        'expected': {
            'OutputTensors[0]': [-9223372036854775808, 9007199254740993, 1, 2],
            'OutputTensors[1]': [9223372036854775807, 3],
        },
        'provenance': {
            'name': 'split-eight-dimensions-64-bit',
            'spec_item': 'examples/eight-dimensions-64-bit',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (8 dimensions, INT64) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_one_dimension_at_3_0(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (1 dimension) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-one-dimension-at-3-0-7c1aa0d5dc',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputCount': 2,
            'OutputTensors': [
                {'DataType': 'INT8', 'Sizes': [1]},
                {'DataType': 'INT8', 'Sizes': [3]},
            ],
            'Axis': 0,
        },
        'inputs': {'InputTensor': [-128, 127, 0, -1]},
        'expected': {'OutputTensors[0]': [-128], 'OutputTensors[1]': [127, 0, -1]},
        'provenance': {
            'name': 'split-one-dimension-at-3-0',
            'spec_item': 'examples/one-dimension-at-3-0',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (1 dimension) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_twenty_outputs_of_one_element(dml):
    """ns-directml-dml_split_operator_desc.md: Description (an axis of size 3 splits 1+1+1 into 3 outputs: as many outputs as elements); Members: OutputCount (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-twenty-outputs-of-one-element-c2fe4c867e',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [20]},
            'OutputCount': 20,
            'OutputTensors': [
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
            'Axis': 0,
        },
        'inputs': {
            'InputTensor': [235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        },
        'expected': {
            'OutputTensors[0]': [235],
            'OutputTensors[1]': [236],
            'OutputTensors[2]': [237],
            'OutputTensors[3]': [238],
            'OutputTensors[4]': [239],
            'OutputTensors[5]': [240],
            'OutputTensors[6]': [241],
            'OutputTensors[7]': [242],
            'OutputTensors[8]': [243],
            'OutputTensors[9]': [244],
            'OutputTensors[10]': [0],
            'OutputTensors[11]': [1],
            'OutputTensors[12]': [2],
            'OutputTensors[13]': [3],
            'OutputTensors[14]': [4],
            'OutputTensors[15]': [5],
            'OutputTensors[16]': [6],
            'OutputTensors[17]': [7],
            'OutputTensors[18]': [8],
            'OutputTensors[19]': [9],
        },
        'provenance': {
            'name': 'split-twenty-outputs-of-one-element',
            'spec_item': 'examples/twenty-outputs-of-one-element',
            'cite': 'ns-directml-dml_split_operator_desc.md: Description (an axis of size 3 splits 1+1+1 into 3 outputs: as many outputs as elements); Members: OutputCount (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_split_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-known-fields-eeb0f661aa',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'split-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_split_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-tensor-support-data-type-1eb4e964dc',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-tensor-support-dimension-count-565c4d7a91',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1, 3]},
            'OutputCount': 1,
            'OutputTensors': [
                {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1, 3]},
            ],
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'split-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/one-output-is-a-copy',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-known-data-type-6d802ce85a',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'split-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-dimension-count-range-f50297da51',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'split-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-sizes-nonzero-ece77df272',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'split-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-strides-count-a4bdf642f7',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2], 'Strides': [12, 12, 12, 2, 1]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'split-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-output-strides-no-overlap-4b38fb82b3',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'split-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-total-size-minimum-0f696c881b',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2], 'TotalTensorSizeInBytes': 47},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'split-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-element-count-max-ab93993b82',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [357913942, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'split-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-base-offset-alignment-7d44015521',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'split-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_output_count_positive(dml):
    """ns-directml-dml_split_operator_desc.md: Members: OutputCount (must be greater than 0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-output-count-positive-e081e9b47d',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 0,
            'OutputTensors': [],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['output-count-positive'],
        'provenance': {
            'name': 'split-invalid-output-count-positive',
            'spec_item': 'rules/output-count-positive',
            'cite': 'ns-directml-dml_split_operator_desc.md: Members: OutputCount (must be greater than 0)',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor constraints; Description (the pseudocode's DimensionCount assert)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-same-rank-a5b2d8980a',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 3]},
            'OutputCount': 2,
            'OutputTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 2]},
                {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 2]},
            ],
            'Axis': 7,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'split-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': "ns-directml-dml_split_operator_desc.md: Tensor constraints; Description (the pseudocode's DimensionCount assert)",
            'generator': 'invalid',
            'base': 'examples/eight-dimensions-64-bit',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-same-data-type-5b8d98ebfe',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'split-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_split_operator_desc.md: Members: Axis (in the range [0, InputTensor.DimensionCount - 1])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-axis-in-range-5d7e884082',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 4,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'split-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_split_operator_desc.md: Members: Axis (in the range [0, InputTensor.DimensionCount - 1])',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_split_operator_desc.md: Description (the pseudocode: every other size equal, the sizes along Axis summing to InputTensor.Sizes[Axis]); Members: OutputTensors"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-invalid-output-sizes-1af76fac9f',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 7, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'split-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_split_operator_desc.md: Description (the pseudocode: every other size equal, the sizes along Axis summing to InputTensor.Sizes[Axis]); Members: OutputTensors',
            'generator': 'invalid',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-3_0-inputtensor-float64-bf2e16968f',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-3_0-inputtensor-uint64-5b0d519682',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-3_0-inputtensor-int64-6f8dc67bb5',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_3_0_outputtensors_float64(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-3_0-outputtensors-float64-bf2e16968f',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-3_0-outputtensors-float64',
            'spec_item': 'tensor_support/3_0/OutputTensors/excluded/FLOAT64',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_3_0_outputtensors_uint64(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-3_0-outputtensors-uint64-5b0d519682',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-3_0-outputtensors-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensors/excluded/UINT64',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_3_0_outputtensors_int64(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-3_0-outputtensors-int64-6f8dc67bb5',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-3_0-outputtensors-int64',
            'spec_item': 'tensor_support/3_0/OutputTensors/excluded/INT64',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-1_0-inputtensor-uint8-1eb4e964dc',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-1_0-inputtensor-int8-b7389c3e14',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_1_0_outputtensors_uint8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-1_0-outputtensors-uint8-1eb4e964dc',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-1_0-outputtensors-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensors/excluded/UINT8',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_unsupported_1_0_outputtensors_int8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-unsupported-1_0-outputtensors-int8-b7389c3e14',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 6, 2]},
            'OutputCount': 3,
            'OutputTensors': [
                {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
                {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
                {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            ],
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'split-unsupported-1_0-outputtensors-int8',
            'spec_item': 'tensor_support/1_0/OutputTensors/excluded/INT8',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-splitting-axis-2',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-dimensions-4_1-9-a924f7bbd8',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputCount': 1,
            'OutputTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            ],
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'split-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-dimensions-3_0-9-643802c2bc',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputCount': 1,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            ],
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'split-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-dimensions-2_1-3-eebcab57db',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputCount': 1,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            ],
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'split-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-dimensions-2_1-5-5633fb2b93',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputCount': 1,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            ],
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'split-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-dimensions-1_0-3-7e712710e1',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputCount': 1,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            ],
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'split-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'split-dimensions-1_0-5-9bd1948abd',
        'operator': 'DML_SPLIT_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputCount': 1,
            'OutputTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            ],
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'split-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_int32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'INT32'})


def test_property_1_0_inputtensor_int16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'INT16'})


def test_property_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'UINT32'})


def test_property_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_split_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SPLIT_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'UINT16'})
