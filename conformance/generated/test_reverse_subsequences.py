# Emitted by `python -m generators` from spec/operators/reverse_subsequences.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC (ns-directml-dml_reverse_subsequences_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Examples: Example 1 (its lengths tensor is called SequenceTensor: erratum examples-lengths-tensor-name)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-example-1-283b60c2ba',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
            'SequenceLengthsTensor': [2, 4, 3],
        },
        'expected': {'OutputTensor': [2, 1, 3, 4, 8, 7, 6, 5, 11, 10, 9, 12]},
        'provenance': {
            'name': 'reverse_subsequences-example-1',
            'spec_item': 'examples/example-1',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Examples: Example 1 (its lengths tensor is called SequenceTensor: erratum examples-lengths-tensor-name)',
            'generator': 'examples',
        },
    })


def test_example_2_different_axis(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Examples: Example 2. Reversing along a different axis (SequenceTensor: erratum examples-lengths-tensor-name)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-example-2-different-axis-d7c8185c52',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 2,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
            'SequenceLengthsTensor': [2, 3, 1, 0],
        },
        'expected': {'OutputTensor': [5, 10, 3, 4, 1, 6, 7, 8, 9, 2, 11, 12]},
        'provenance': {
            'name': 'reverse_subsequences-example-2-different-axis',
            'spec_item': 'examples/example-2-different-axis',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Examples: Example 2. Reversing along a different axis (SequenceTensor: erratum examples-lengths-tensor-name)',
            'generator': 'examples',
        },
    })


def test_lengths_past_the_axis(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Members: SequenceLengthsTensor (a length past the axis behaves as if clamped to the maximum) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-lengths-past-the-axis-41bcdab41e',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 3]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 3]},
            'Axis': 3,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
            'SequenceLengthsTensor': [3, 4, 4294967295, 0],
        },
        'expected': {'OutputTensor': [3, 2, 1, 6, 5, 4, 9, 8, 7, 10, 11, 12]},
        'provenance': {
            'name': 'reverse_subsequences-lengths-past-the-axis',
            'spec_item': 'examples/lengths-past-the-axis',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Members: SequenceLengthsTensor (a length past the axis behaves as if clamped to the maximum) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint64_lengths_at_their_extremes(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (UINT64 lengths); Members: SequenceLengthsTensor (clamped to the maximum) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-uint64-lengths-at-their-extremes-6c507a7223',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 4]},
            'Axis': 0,
        },
        'inputs': {
            'InputTensor': [1.5, 2.5, 3.5, 4.5, -1, -2, -3, -4],
            'SequenceLengthsTensor': [18446744073709551615, 9223372036854775808, 4294967297, 1],
        },
        'expected': {'OutputTensor': [-1, -2, -3, 4.5, 1.5, 2.5, 3.5, -4]},
        'provenance': {
            'name': 'reverse_subsequences-uint64-lengths-at-their-extremes',
            'spec_item': 'examples/uint64-lengths-at-their-extremes',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (UINT64 lengths); Members: SequenceLengthsTensor (clamped to the maximum) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-invalid-known-fields-c232d404c4',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-invalid-introduced-in-8fe77b8b52',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-invalid-tensor-support-data-type-b0ad406b49',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-invalid-known-data-type-9c71f707e3',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-known-data-type',
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
        'id': 'reverse_subsequences-invalid-dimension-count-range-fd1cfdae26',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-dimension-count-range',
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
        'id': 'reverse_subsequences-invalid-sizes-nonzero-a86818853c',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-sizes-nonzero',
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
        'id': 'reverse_subsequences-invalid-strides-count-3e3abdcc86',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 12, 4, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-strides-count',
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
        'id': 'reverse_subsequences-invalid-output-strides-no-overlap-5403b7894d',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 0, 1]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-output-strides-no-overlap',
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
        'id': 'reverse_subsequences-invalid-total-size-minimum-5a30d0ec6e',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'TotalTensorSizeInBytes': 47},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-total-size-minimum',
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
        'id': 'reverse_subsequences-invalid-element-count-max-35c0125b5a',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [357913942, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-element-count-max',
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
        'id': 'reverse_subsequences-invalid-base-offset-alignment-5ba0977089',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-invalid-same-rank-93c34ffc07',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 4, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/uint64-lengths-at-their-extremes',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-invalid-same-data-type-f503fc9677',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Members: OutputTensor (the same sizes and data type as the InputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-invalid-same-sizes-7e94ecd915',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 5]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Members: OutputTensor (the same sizes and data type as the InputTensor)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Members: Axis (less than the DimensionCount of the InputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-invalid-axis-in-range-32f154b8c2',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 4,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Members: Axis (less than the DimensionCount of the InputTensor)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_lengths_sizes(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Members: SequenceLengthsTensor (sizes equal to the InputTensor's except the Axis dimension, which must be 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-invalid-lengths-sizes-a73caa4ed7',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['lengths-sizes'],
        'provenance': {
            'name': 'reverse_subsequences-invalid-lengths-sizes',
            'spec_item': 'rules/lengths-sizes',
            'cite': "ns-directml-dml_reverse_subsequences_desc.md: Members: SequenceLengthsTensor (sizes equal to the InputTensor's except the Axis dimension, which must be 1)",
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_sequencelengthstensor_float32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-float32-a049753a6f',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-float32',
            'spec_item': 'tensor_support/5_0/SequenceLengthsTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_sequencelengthstensor_float16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-float16-726c52a01d',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-float16',
            'spec_item': 'tensor_support/5_0/SequenceLengthsTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_sequencelengthstensor_uint16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-uint16-7c52246cbe',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-uint16',
            'spec_item': 'tensor_support/5_0/SequenceLengthsTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_sequencelengthstensor_uint8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-uint8-985105d20a',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-uint8',
            'spec_item': 'tensor_support/5_0/SequenceLengthsTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_sequencelengthstensor_int32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-int32-0b585d756e',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-int32',
            'spec_item': 'tensor_support/5_0/SequenceLengthsTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_sequencelengthstensor_int16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-int16-f7ed73c0bc',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-int16',
            'spec_item': 'tensor_support/5_0/SequenceLengthsTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_sequencelengthstensor_int8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-int8-ff2eb89a9c',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-int8',
            'spec_item': 'tensor_support/5_0/SequenceLengthsTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_sequencelengthstensor_float64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-float64-cf4b6c5c3e',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-float64',
            'spec_item': 'tensor_support/5_0/SequenceLengthsTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_sequencelengthstensor_int64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-int64-1ccf8771cc',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-5_0-sequencelengthstensor-int64',
            'spec_item': 'tensor_support/5_0/SequenceLengthsTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-inputtensor-float64-470953f974',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-inputtensor-uint64-c2f70412ff',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-inputtensor-int64-1c9d7bb3c9',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_float32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-float32-b31cec71aa',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-float32',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_float16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-float16-77fcda1088',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-float16',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_uint16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-uint16-acd85deab9',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-uint16',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_uint8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-uint8-d40bcdee3b',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-uint8',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_int32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-int32-a3a7775478',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-int32',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_int16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-int16-8328d6dca5',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-int16',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_int8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-int8-4ccadd2c57',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-int8',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_float64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-float64-308843bddf',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-float64',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_uint64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-uint64-a9ff530833',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-uint64',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_sequencelengthstensor_int64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-int64-2b5275ff81',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-sequencelengthstensor-int64',
            'spec_item': 'tensor_support/4_0/SequenceLengthsTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-outputtensor-float64-470953f974',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-outputtensor-uint64-c2f70412ff',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-4_0-outputtensor-int64-1c9d7bb3c9',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-inputtensor-float64-5059b97012',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-inputtensor-uint64-e8b55469a2',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-inputtensor-int64-9815155d1a',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_float32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-float32-578bd16a82',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-float32',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_float16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-float16-e4346cb4b3',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-float16',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_uint16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-uint16-25df23b747',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-uint16',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_uint8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-uint8-ea07afdb5c',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-uint8',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_int32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-int32-0ca9631b21',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-int32',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_int16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-int16-19b34ef063',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-int16',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_int8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-int8-1d169c7ced',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-int8',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_float64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-float64-ee218491b2',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-float64',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_uint64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-uint64-d6fdff2ccf',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-uint64',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_sequencelengthstensor_int64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-int64-0e0469a6e4',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-sequencelengthstensor-int64',
            'spec_item': 'tensor_support/3_0/SequenceLengthsTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-outputtensor-float64-5059b97012',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-outputtensor-uint64-e8b55469a2',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-3_0-outputtensor-int64-9815155d1a',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_sequencelengthstensor_float32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-float32-b0ad406b49',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-float32',
            'spec_item': 'tensor_support/2_1/SequenceLengthsTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_sequencelengthstensor_float16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-float16-dd3edb67ac',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-float16',
            'spec_item': 'tensor_support/2_1/SequenceLengthsTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_sequencelengthstensor_uint16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-uint16-d47f72ca8c',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-uint16',
            'spec_item': 'tensor_support/2_1/SequenceLengthsTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_sequencelengthstensor_uint8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-uint8-c331ae2a48',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-uint8',
            'spec_item': 'tensor_support/2_1/SequenceLengthsTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_sequencelengthstensor_int32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-int32-3570999fb3',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-int32',
            'spec_item': 'tensor_support/2_1/SequenceLengthsTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_sequencelengthstensor_int16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-int16-3e72943126',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-int16',
            'spec_item': 'tensor_support/2_1/SequenceLengthsTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_sequencelengthstensor_int8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-int8-c367729266',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'SequenceLengthsTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reverse_subsequences-unsupported-2_1-sequencelengthstensor-int8',
            'spec_item': 'tensor_support/2_1/SequenceLengthsTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-dimensions-5_0-9-cc15bc79df',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reverse_subsequences-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-dimensions-4_0-9-4a7a284373',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reverse_subsequences-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-dimensions-3_0-3-f985beb1b1',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reverse_subsequences-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_3_0(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-dimensions-3_0-6-e7bb153b7c',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reverse_subsequences-dimensions-3_0-6',
            'spec_item': 'tensor_support/3_0/dimensions/6',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-dimensions-2_1-3-0abc9d822b',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reverse_subsequences-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reverse_subsequences-dimensions-2_1-5-824e9fc401',
        'operator': 'DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'SequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reverse_subsequences-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT64'})


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_5_0_sequencelengthstensor_uint64(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (SequenceLengthsTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'SequenceLengthsTensor': 'UINT64'})


def test_property_5_0_sequencelengthstensor_uint32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (SequenceLengthsTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='5_0', pins={'SequenceLengthsTensor': 'UINT32'})


def test_property_4_0_inputtensor_float32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'})


def test_property_4_0_inputtensor_float16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'})


def test_property_4_0_inputtensor_int32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT32'})


def test_property_4_0_inputtensor_int16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT16'})


def test_property_4_0_inputtensor_int8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT8'})


def test_property_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT32'})


def test_property_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT16'})


def test_property_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT8'})


def test_property_4_0_sequencelengthstensor_uint32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (SequenceLengthsTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='4_0', pins={'SequenceLengthsTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_sequencelengthstensor_uint32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (SequenceLengthsTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='3_0', pins={'SequenceLengthsTensor': 'UINT32'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_sequencelengthstensor_uint32(dml):
    """ns-directml-dml_reverse_subsequences_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (SequenceLengthsTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REVERSE_SUBSEQUENCES_OPERATOR_DESC', row='2_1', pins={'SequenceLengthsTensor': 'UINT32'})
