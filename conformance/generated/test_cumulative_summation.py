# Emitted by `python -m generators` from spec/operators/cumulative_summation.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_CUMULATIVE_SUMMATION_OPERATOR_DESC (ns-directml-dml_cumulative_summation_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Examples: Example 1"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-example-1-fa228c315c',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [2, 3, 6, 11, 3, 11, 18, 21, 9, 15, 17, 21]},
        'provenance': {
            'name': 'cumulative_summation-example-1',
            'spec_item': 'examples/example-1',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Examples: Example 1',
            'generator': 'examples',
        },
    })


def test_example_2_exclusive(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Examples: Example 2"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-example-2-exclusive-aa614e4ba3',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': True,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [0, 2, 3, 6, 0, 3, 11, 18, 0, 9, 15, 17]},
        'provenance': {
            'name': 'cumulative_summation-example-2-exclusive',
            'spec_item': 'examples/example-2-exclusive',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Examples: Example 2',
            'generator': 'examples',
        },
    })


def test_example_3_axis_direction(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Examples: Example 3"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-example-3-axis-direction-6292876744',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'HasExclusiveSum': False,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [11, 9, 8, 5, 21, 18, 10, 3, 21, 12, 6, 4]},
        'provenance': {
            'name': 'cumulative_summation-example-3-axis-direction',
            'spec_item': 'examples/example-3-axis-direction',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Examples: Example 3',
            'generator': 'examples',
        },
    })


def test_example_4_different_axis(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Examples: Example 4"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-example-4-different-axis-c52edbe4f4',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 2,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [2, 1, 3, 5, 5, 9, 10, 8, 14, 15, 12, 12]},
        'provenance': {
            'name': 'cumulative_summation-example-4-different-axis',
            'spec_item': 'examples/example-4-different-axis',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Examples: Example 4',
            'generator': 'examples',
        },
    })


def test_exclusive_decreasing(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Members: AxisDirection, HasExclusiveSum (both at once: the page's input, values derived by hand) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-exclusive-decreasing-645d422fa4',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'HasExclusiveSum': True,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [9, 8, 5, 0, 18, 10, 3, 0, 12, 6, 4, 0]},
        'provenance': {
            'name': 'cumulative_summation-exclusive-decreasing',
            'spec_item': 'examples/exclusive-decreasing',
            'cite': "ns-directml-dml_cumulative_summation_operator_desc.md: Members: AxisDirection, HasExclusiveSum (both at once: the page's input, values derived by hand) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_int32_exclusive_1d(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (INT32, 1-D); Members: HasExclusiveSum (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-int32-exclusive-1d-08da430841',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [6]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': True,
        },
        'inputs': {'InputTensor': [5, -7, 2, 100, -3, 1]},
        'expected': {'OutputTensor': [0, 5, -2, 0, 100, 97]},
        'provenance': {
            'name': 'cumulative_summation-int32-exclusive-1d',
            'spec_item': 'examples/int32-exclusive-1d',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (INT32, 1-D); Members: HasExclusiveSum (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint32_decreasing_4d(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (UINT32, 4-D); Members: AxisDirection (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-uint32-decreasing-4d-57917c3963',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'Axis': 1,
            'AxisDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'HasExclusiveSum': False,
        },
        'inputs': {'InputTensor': [1, 2, 30, 40, 500, 600]},
        'expected': {'OutputTensor': [531, 642, 530, 640, 500, 600]},
        'provenance': {
            'name': 'cumulative_summation-uint32-decreasing-4d',
            'spec_item': 'examples/uint32-decreasing-4d',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (UINT32, 4-D); Members: AxisDirection (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_beyond_2_53(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (INT64): prefixes beyond 2^53, where a float64 sum would round (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-int64-beyond-2-53-c41cb72e8d',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'inputs': {'InputTensor': [9007199254740993, 2, -4]},
        'expected': {'OutputTensor': [9007199254740993, 9007199254740995, 9007199254740991]},
        'provenance': {
            'name': 'cumulative_summation-int64-beyond-2-53',
            'spec_item': 'examples/int64-beyond-2-53',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (INT64): prefixes beyond 2^53, where a float64 sum would round (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_cancelling(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Members: HasExclusiveSum (FALSE); a FLOAT16 sum that cancels exactly (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-float16-cancelling-720aeb90df',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'inputs': {'InputTensor': [1024, 0.5, -1024, 0.25]},
        'expected': {'OutputTensor': [1024, 1024, 0.5, 0.75]},
        'provenance': {
            'name': 'cumulative_summation-float16-cancelling',
            'spec_item': 'examples/float16-cancelling',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Members: HasExclusiveSum (FALSE); a FLOAT16 sum that cancels exactly (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-known-fields-ab97590538',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'cumulative_summation-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-introduced-in-f494e63962',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'cumulative_summation-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-tensor-support-data-type-be570c1a16',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-tensor-support-dimension-count-0064d601df',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cumulative_summation-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-known-data-type-cb70cf7d4f',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'cumulative_summation-invalid-known-data-type',
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
        'id': 'cumulative_summation-invalid-dimension-count-range-938eaff838',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'cumulative_summation-invalid-dimension-count-range',
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
        'id': 'cumulative_summation-invalid-sizes-nonzero-8de078e858',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'cumulative_summation-invalid-sizes-nonzero',
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
        'id': 'cumulative_summation-invalid-strides-count-f497400123',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 12, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'cumulative_summation-invalid-strides-count',
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
        'id': 'cumulative_summation-invalid-output-strides-no-overlap-dabc1deba8',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 0, 1]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'cumulative_summation-invalid-output-strides-no-overlap',
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
        'id': 'cumulative_summation-invalid-total-size-minimum-41a69d08f9',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'TotalTensorSizeInBytes': 47},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'cumulative_summation-invalid-total-size-minimum',
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
        'id': 'cumulative_summation-invalid-element-count-max-0e0a76b7ca',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [357913942, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'cumulative_summation-invalid-element-count-max',
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
        'id': 'cumulative_summation-invalid-base-offset-alignment-4e90b49dda',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'cumulative_summation-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-same-data-type-ccd06d562a',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'cumulative_summation-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-same-rank-e675d0bc74',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [6, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': True,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'cumulative_summation-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/int32-exclusive-1d',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-same-sizes-286a3e037c',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 5]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'cumulative_summation-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Members: Axis (less than the DimensionCount of InputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-axis-in-range-95e38fab8d',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 4,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'cumulative_summation-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Members: Axis (less than the DimensionCount of InputTensor)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_axis_direction_value(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Members: AxisDirection"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-invalid-axis-direction-value-576a6efafa',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 2,
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['axis-direction-value'],
        'provenance': {
            'name': 'cumulative_summation-invalid-axis-direction-value',
            'spec_item': 'rules/axis-direction-value',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Members: AxisDirection',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-inputtensor-uint16-066d086f3d',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-inputtensor-uint16',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-inputtensor-uint8-a8803e34f7',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-inputtensor-uint8',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_int16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-inputtensor-int16-3dfd1a847b',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-inputtensor-int16',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_int8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-inputtensor-int8-700a93e591',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-inputtensor-int8',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-inputtensor-float64-74df840c7f',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_uint16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-outputtensor-uint16-066d086f3d',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-outputtensor-uint16',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_uint8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-outputtensor-uint8-a8803e34f7',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-outputtensor-uint8',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_int16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-outputtensor-int16-3dfd1a847b',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-outputtensor-int16',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_int8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-outputtensor-int8-700a93e591',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-outputtensor-int8',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-5_0-outputtensor-float64-74df840c7f',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-inputtensor-uint16-2d9e635307',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-inputtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-inputtensor-uint8-7d003c1170',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-inputtensor-uint8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_int16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-inputtensor-int16-d9005b40d5',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-inputtensor-int16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_int8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-inputtensor-int8-9857aa3d8a',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-inputtensor-int8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-inputtensor-float64-27fefc1d9c',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-inputtensor-uint64-df398e87f3',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-inputtensor-int64-6c37ab152b',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-outputtensor-uint16-2d9e635307',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-outputtensor-uint8-7d003c1170',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-outputtensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-outputtensor-int16-d9005b40d5',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_int8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-outputtensor-int8-9857aa3d8a',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-outputtensor-int8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-outputtensor-float64-27fefc1d9c',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-outputtensor-uint64-df398e87f3',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-4_0-outputtensor-int64-6c37ab152b',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-2_1-inputtensor-uint16-be570c1a16',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-2_1-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-2_1-inputtensor-uint8-5a436cfdaa',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-2_1-inputtensor-uint8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_inputtensor_int16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-2_1-inputtensor-int16-c83ce8779e',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-2_1-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_inputtensor_int8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-2_1-inputtensor-int8-a2a97169c8',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-2_1-inputtensor-int8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-2_1-outputtensor-uint16-be570c1a16',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-2_1-outputtensor-uint8-5a436cfdaa',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-2_1-outputtensor-int16-c83ce8779e',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-unsupported-2_1-outputtensor-int8-a2a97169c8',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_summation-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-dimensions-5_0-9-a133a59560',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'cumulative_summation-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-dimensions-4_0-9-50f038d610',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'cumulative_summation-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-dimensions-2_1-3-9a8e65ce5c',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cumulative_summation-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_summation-dimensions-2_1-5-494f04a7d3',
        'operator': 'DML_CUMULATIVE_SUMMATION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveSum': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cumulative_summation-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_4_0_inputtensor_float32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'})


def test_property_4_0_inputtensor_float16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'})


def test_property_4_0_inputtensor_int32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT32'})


def test_property_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input gives; the reference propagates it as IEEE arithmetic does, to every output whose running sum includes it (at and after it along Axis in the direction of traversal; exclusive: strictly after)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input gives; the reference propagates it as IEEE arithmetic does, to every output whose running sum includes it (at and after it along Axis in the direction of traversal; exclusive: strictly after)"""
    dml.check_property('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_axis_257_decided_last_float32_float32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 257 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'axis-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 1,025 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'axis-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 65,537 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'axis-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_257_decided_last_int32_int32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 257 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'axis-257-decided-last', {'InputTensor': 'INT32', 'OutputTensor': 'INT32'})


def test_large_axis_1025_decided_last_int32_int32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 1,025 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'axis-1025-decided-last', {'InputTensor': 'INT32', 'OutputTensor': 'INT32'})


def test_large_axis_65537_decided_last_int32_int32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 65,537 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'axis-65537-decided-last', {'InputTensor': 'INT32', 'OutputTensor': 'INT32'})


def test_large_axis_257_decided_last_uint32_uint32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 257 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'axis-257-decided-last', {'InputTensor': 'UINT32', 'OutputTensor': 'UINT32'})


def test_large_axis_1025_decided_last_uint32_uint32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 1,025 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'axis-1025-decided-last', {'InputTensor': 'UINT32', 'OutputTensor': 'UINT32'})


def test_large_axis_65537_decided_last_uint32_uint32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 65,537 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'axis-65537-decided-last', {'InputTensor': 'UINT32', 'OutputTensor': 'UINT32'})


def test_large_past_2_24_int32_int32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (an integer running sum accumulated in FLOAT32 stops counting at 2^24; 1,025 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'past-2-24', {'InputTensor': 'INT32', 'OutputTensor': 'INT32'})


def test_large_past_2_24_uint32_uint32(dml):
    """ns-directml-dml_cumulative_summation_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (an integer running sum accumulated in FLOAT32 stops counting at 2^24; 1,025 elements)"""
    dml.check_large('DML_CUMULATIVE_SUMMATION_OPERATOR_DESC', 'past-2-24', {'InputTensor': 'UINT32', 'OutputTensor': 'UINT32'})
