# Emitted by `python -m generators` from spec/operators/slice1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_SLICE1_OPERATOR_DESC (ns-directml-dml_slice1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_positive_strides(dml):
    """ns-directml-dml_slice1_operator_desc.md: Examples: Example 1. Strided slice with positive strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-example-1-positive-strides-bb72fce1dc',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
        'expected': {'OutputTensor': [2, 4, 10, 12]},
        'provenance': {
            'name': 'slice1-example-1-positive-strides',
            'spec_item': 'examples/example-1-positive-strides',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Examples: Example 1. Strided slice with positive strides',
            'generator': 'examples',
        },
    })


def test_example_2_negative_strides(dml):
    """ns-directml-dml_slice1_operator_desc.md: Examples: Example 2. Strided slice with negative strides (its Axis 2 line: erratum example-2-window-size-index)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-example-2-negative-strides-b86cb1e896',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, -2, 2],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
        'expected': {'OutputTensor': [14, 16, 6, 8]},
        'provenance': {
            'name': 'slice1-example-2-negative-strides',
            'spec_item': 'examples/example-2-negative-strides',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Examples: Example 2. Strided slice with negative strides (its Axis 2 line: erratum example-2-window-size-index)',
            'generator': 'examples',
        },
    })


def test_negative_stride_inside_the_input(dml):
    """ns-directml-dml_slice1_operator_desc.md: Description (a negative stride starts at the window's end, InputWindowOffsets[i] + InputWindowSizes[i] - 1) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-negative-stride-inside-the-input-9a9d0934c7',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2]},
            'DimensionCount': 1,
            'InputWindowOffsets': [1],
            'InputWindowSizes': [3],
            'InputWindowStrides': [-2],
        },
        'inputs': {'InputTensor': [0, 10, 20, 30, 40, 50]},
        'expected': {'OutputTensor': [30, 10]},
        'provenance': {
            'name': 'slice1-negative-stride-inside-the-input',
            'spec_item': 'examples/negative-stride-inside-the-input',
            'cite': "ns-directml-dml_slice1_operator_desc.md: Description (a negative stride starts at the window's end, InputWindowOffsets[i] + InputWindowSizes[i] - 1) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_reversed_whole_axis(dml):
    """ns-directml-dml_slice1_operator_desc.md: Remarks (negative strides allow reversing values along dimensions); Description (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-reversed-whole-axis-cc447d4088',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'DimensionCount': 2,
            'InputWindowOffsets': [1, 0],
            'InputWindowSizes': [1, 4],
            'InputWindowStrides': [1, -1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 65535]},
        'expected': {'OutputTensor': [65535, 7, 6, 5]},
        'provenance': {
            'name': 'slice1-reversed-whole-axis',
            'spec_item': 'examples/reversed-whole-axis',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Remarks (negative strides allow reversing values along dimensions); Description (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_fewer_than_the_window_reaches(dml):
    """ns-directml-dml_slice1_operator_desc.md: Description (the output isn't required to copy all reachable elements: 1 <= OutputSizes[i] <= MaxCopiedElements[i]) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-fewer-than-the-window-reaches-936d658e5d',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2]},
            'DimensionCount': 1,
            'InputWindowOffsets': [0],
            'InputWindowSizes': [5],
            'InputWindowStrides': [-2],
        },
        'inputs': {'InputTensor': [-128, 1, 2, 3, 127]},
        'expected': {'OutputTensor': [127, 2]},
        'provenance': {
            'name': 'slice1-fewer-than-the-window-reaches',
            'spec_item': 'examples/fewer-than-the-window-reaches',
            'cite': "ns-directml-dml_slice1_operator_desc.md: Description (the output isn't required to copy all reachable elements: 1 <= OutputSizes[i] <= MaxCopiedElements[i]) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_stride_beyond_the_window(dml):
    """ns-directml-dml_slice1_operator_desc.md: Description (MaxCopiedElements[i] = 1 + (InputWindowSize[i] - 1) / |InputWindowStrides[i]|) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-stride-beyond-the-window-fa00500ed6',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1]},
            'DimensionCount': 1,
            'InputWindowOffsets': [2],
            'InputWindowSizes': [3],
            'InputWindowStrides': [-7],
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, -0.5, 5]},
        'expected': {'OutputTensor': [-0.5]},
        'provenance': {
            'name': 'slice1-stride-beyond-the-window',
            'spec_item': 'examples/stride-beyond-the-window',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Description (MaxCopiedElements[i] = 1 + (InputWindowSize[i] - 1) / |InputWindowStrides[i]|) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_whole_window_fewer_outputs(dml):
    """ns-directml-dml_slice1_operator_desc.md: Description (the output isn't required to copy all reachable elements: 1 <= OutputSizes[i] <= MaxCopiedElements[i]) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-whole-window-fewer-outputs-fb0d23ad19',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2]},
            'DimensionCount': 2,
            'InputWindowOffsets': [0, 0],
            'InputWindowSizes': [2, 3],
            'InputWindowStrides': [1, 1],
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, 4, 5]},
        'expected': {'OutputTensor': [0, 1, 3, 4]},
        'provenance': {
            'name': 'slice1-whole-window-fewer-outputs',
            'spec_item': 'examples/whole-window-fewer-outputs',
            'cite': "ns-directml-dml_slice1_operator_desc.md: Description (the output isn't required to copy all reachable elements: 1 <= OutputSizes[i] <= MaxCopiedElements[i]) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_slice1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-known-fields-0931b6aac4',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'slice1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_slice1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-introduced-in-514f6c628a',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'slice1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-tensor-support-data-type-f2277c2a40',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2]},
            'DimensionCount': 1,
            'InputWindowOffsets': [1],
            'InputWindowSizes': [3],
            'InputWindowStrides': [-2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/negative-stride-inside-the-input',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-known-data-type-4b035cbfb7',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'slice1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-dimension-count-range-072d8ab21b',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'slice1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-sizes-nonzero-5d668a3cfc',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'slice1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-strides-count-aa04db9b10',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 16, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'slice1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-output-strides-no-overlap-17a366077d',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'slice1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-total-size-minimum-d6fac07644',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'TotalTensorSizeInBytes': 63},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'slice1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-element-count-max-d9e49cfa8f',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [268435456, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'slice1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-base-offset-alignment-05346eaec5',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'slice1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-same-rank-9b8bc4bd14',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2, 1]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'slice1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-same-data-type-bebd3121bd',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'slice1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_slice1_operator_desc.md: Members: DimensionCount (must match the DimensionCount of the input and output tensors; 1 to 8 from DML_FEATURE_LEVEL_3_0, 4 or 5 before: the tables' dimension counts)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-dimension-count-83ab6d0d11',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 5,
            'InputWindowOffsets': [0, 0, 0, 1, 1],
            'InputWindowSizes': [1, 1, 4, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'slice1-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': "ns-directml-dml_slice1_operator_desc.md: Members: DimensionCount (must match the DimensionCount of the input and output tensors; 1 to 8 from DML_FEATURE_LEVEL_3_0, 4 or 5 before: the tables' dimension counts)",
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_slice1_operator_desc.md: Members: DimensionCount (determines the size of the InputWindowOffsets, InputWindowSizes, and InputWindowStrides arrays)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-array-lengths-e85e981b44',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'slice1-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Members: DimensionCount (determines the size of the InputWindowOffsets, InputWindowSizes, and InputWindowStrides arrays)',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_slice1_operator_desc.md: Description (MaxCopiedElements[i] = 1 + (InputWindowSize[i] - 1) / InputWindowStrides[i]; valid so long as 1 <= OutputSizes[i] <= MaxCopiedElements[i]: the stride's magnitude, erratum max-copied-negative-stride)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-output-sizes-412a296cbe',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'slice1-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': "ns-directml-dml_slice1_operator_desc.md: Description (MaxCopiedElements[i] = 1 + (InputWindowSize[i] - 1) / InputWindowStrides[i]; valid so long as 1 <= OutputSizes[i] <= MaxCopiedElements[i]: the stride's magnitude, erratum max-copied-negative-stride)",
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_window_in_bounds(dml):
    """ns-directml-dml_slice1_operator_desc.md: Description (the input window mustn't be empty in any dimension, nor extend beyond the input tensor); Members: InputWindowOffsets, InputWindowSizes (InputWindowOffsets[i] + InputWindowSizes[i] <= InputTensor.Sizes[i])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-window-in-bounds-3ef57e5928',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 2],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['window-in-bounds'],
        'provenance': {
            'name': 'slice1-invalid-window-in-bounds',
            'spec_item': 'rules/window-in-bounds',
            'cite': "ns-directml-dml_slice1_operator_desc.md: Description (the input window mustn't be empty in any dimension, nor extend beyond the input tensor); Members: InputWindowOffsets, InputWindowSizes (InputWindowOffsets[i] + InputWindowSizes[i] <= InputTensor.Sizes[i])",
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_invalid_strides_not_zero(dml):
    """ns-directml-dml_slice1_operator_desc.md: Members: InputWindowStrides (Strides may not be 0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-invalid-strides-not-zero-8c5ff8cbd0',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 0],
        },
        'expect': 'invalid',
        'violates': ['strides-not-zero'],
        'provenance': {
            'name': 'slice1-invalid-strides-not-zero',
            'spec_item': 'rules/strides-not-zero',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Members: InputWindowStrides (Strides may not be 0)',
            'generator': 'invalid',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-unsupported-3_0-inputtensor-float64-f73f69de7c',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice1-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-unsupported-3_0-inputtensor-uint64-63167a431f',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice1-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-unsupported-3_0-inputtensor-int64-981e5308d6',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice1-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-unsupported-3_0-outputtensor-float64-f73f69de7c',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice1-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-unsupported-3_0-outputtensor-uint64-63167a431f',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice1-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-unsupported-3_0-outputtensor-int64-981e5308d6',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice1-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-positive-strides',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-dimensions-4_1-9-3a8848d654',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'DimensionCount': 9,
            'InputWindowOffsets': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 1, 1, 1, 1, 1, 1, 1],
            'InputWindowStrides': [1, 1, 1, 1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'slice1-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-dimensions-3_0-9-0e9136902a',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'DimensionCount': 9,
            'InputWindowOffsets': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 1, 1, 1, 1, 1, 1, 1],
            'InputWindowStrides': [1, 1, 1, 1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'slice1-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-dimensions-2_1-3-eddc53173d',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 3,
            'InputWindowOffsets': [0, 0, 0],
            'InputWindowSizes': [1, 1, 1],
            'InputWindowStrides': [1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'slice1-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_1(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice1-dimensions-2_1-6-8b16e30634',
        'operator': 'DML_SLICE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 6,
            'InputWindowOffsets': [0, 0, 0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 1, 1, 1, 1],
            'InputWindowStrides': [1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'slice1-dimensions-2_1-6',
            'spec_item': 'tensor_support/2_1/dimensions/6',
            'cite': 'ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_equivalence_unit_strides_is_slice(dml):
    """ns-directml-dml_slice1_operator_desc.md: Remarks (similar to DML_SLICE_OPERATOR_DESC, but strides may be negative and the window sizes are not necessarily the output's); Description (with positive strides CopyStart is InputWindowOffsets: SLICE's Offsets + Strides * OutputCoordinates): equals DML_SLICE_OPERATOR_DESC with Offsets = InputWindowOffsets, Sizes = InputWindowSizes, Strides = InputWindowStrides when InputWindowStrides 1"""
    dml.check_equivalence('DML_SLICE1_OPERATOR_DESC', 'unit-strides-is-slice')


def test_large_axis_past_2_31_int8_int8(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_SLICE1_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_backwards_int8_int8(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps (a negative stride from the window's end); 2,147,483,664 elements)"""
    dml.check_large('DML_SLICE1_OPERATOR_DESC', 'axis-past-2-31-backwards', {'InputTensor': 'INT8', 'OutputTensor': 'INT8'})


def test_large_offset_past_2_31_int8_int8(dml):
    """ns-directml-dml_slice1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (a flat offset past 2^31 (row times row length, onnxruntime#28107) computed in 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_SLICE1_OPERATOR_DESC', 'offset-past-2-31', {'InputTensor': 'INT8', 'OutputTensor': 'INT8'})
