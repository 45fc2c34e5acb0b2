# Emitted by `python -m generators` from spec/operators/fill_value_sequence.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC (ns-directml-dml_fill_value_sequence_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_1d_ascending_step(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Examples: Example 1. 1D ascending step"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-example-1-1d-ascending-step-951774870d',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'inputs': {},
        'expected': {'OutputTensor': [3, 5, 7]},
        'provenance': {
            'name': 'fill_value_sequence-example-1-1d-ascending-step',
            'spec_item': 'examples/example-1-1d-ascending-step',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Examples: Example 1. 1D ascending step',
            'generator': 'examples',
        },
    })


def test_example_2_2d_ascending_step(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Examples: Example 2. 2D ascending step (ValueDelta 254, the page's -2: erratum example-2-negative-uint8-delta)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-example-2-2d-ascending-step-5176a7079e',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'ValueDataType': 'UINT8',
            'ValueStart': 10,
            'ValueDelta': 254,
        },
        'inputs': {},
        'expected': {'OutputTensor': [10, 8, 6, 4]},
        'provenance': {
            'name': 'fill_value_sequence-example-2-2d-ascending-step',
            'spec_item': 'examples/example-2-2d-ascending-step',
            'cite': "ns-directml-dml_fill_value_sequence_operator_desc.md: Examples: Example 2. 2D ascending step (ValueDelta 254, the page's -2: erratum example-2-negative-uint8-delta)",
            'generator': 'examples',
        },
    })


def test_int8_wraps_past_the_largest(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Description (Value += Delta, in ValueDataType); Tensor support: DML_FEATURE_LEVEL_2_1 and above (INT8) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-int8-wraps-past-the-largest-20bbfb48b7',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ValueDataType': 'INT8',
            'ValueStart': 120,
            'ValueDelta': 5,
        },
        'inputs': {},
        'expected': {'OutputTensor': [120, 125, -126, -121]},
        'provenance': {
            'name': 'fill_value_sequence-int8-wraps-past-the-largest',
            'spec_item': 'examples/int8-wraps-past-the-largest',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Description (Value += Delta, in ValueDataType); Tensor support: DML_FEATURE_LEVEL_2_1 and above (INT8) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_beyond_a_double(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (INT64); Description (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-int64-beyond-a-double-20c1a52bbe',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'ValueDataType': 'INT64',
            'ValueStart': 9007199254740992,
            'ValueDelta': 1,
        },
        'inputs': {},
        'expected': {'OutputTensor': [9007199254740992, 9007199254740993, 9007199254740994]},
        'provenance': {
            'name': 'fill_value_sequence-int64-beyond-a-double',
            'spec_item': 'examples/int64-beyond-a-double',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (INT64); Description (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint32_wraps_past_the_largest_in_two_dimensions(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Description (row-major coordinates); Tensor support: DML_FEATURE_LEVEL_4_0 and above (UINT32, 2 dimensions) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-uint32-wraps-past-the-largest-in-two-dimensions-e8c2e5d954',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'ValueDataType': 'UINT32',
            'ValueStart': 4294967294,
            'ValueDelta': 1,
        },
        'inputs': {},
        'expected': {'OutputTensor': [4294967294, 4294967295, 0, 1]},
        'provenance': {
            'name': 'fill_value_sequence-uint32-wraps-past-the-largest-in-two-dimensions',
            'spec_item': 'examples/uint32-wraps-past-the-largest-in-two-dimensions',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Description (row-major coordinates); Tensor support: DML_FEATURE_LEVEL_4_0 and above (UINT32, 2 dimensions) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_exact_steps(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Description; Tensor support: DML_FEATURE_LEVEL_2_1 and above (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-float16-exact-steps-712f5ec1c7',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'ValueDataType': 'FLOAT16',
            'ValueStart': -1.5,
            'ValueDelta': 0.25,
        },
        'inputs': {},
        'expected': {'OutputTensor': [-1.5, -1.25, -1, -0.75, -0.5, -0.25]},
        'provenance': {
            'name': 'fill_value_sequence-float16-exact-steps',
            'spec_item': 'examples/float16-exact-steps',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Description; Tensor support: DML_FEATURE_LEVEL_2_1 and above (FLOAT16) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float32_tenths_accumulated(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Description (Value += Delta); unspecified sequence-rounding (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-float32-tenths-accumulated-37a29b4a30',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [8]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 0,
            'ValueDelta': 0.1,
        },
        'inputs': {},
        'expected': {
            'OutputTensor': [0, 0.10000000149011612, 0.20000000298023224, 0.30000001192092896, 0.4000000059604645, 0.5, 0.6000000238418579, 0.7000000476837158],
        },
        'provenance': {
            'name': 'fill_value_sequence-float32-tenths-accumulated',
            'spec_item': 'examples/float32-tenths-accumulated',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Description (Value += Delta); unspecified sequence-rounding (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_tenths_accumulated(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Description (Value += Delta); unspecified sequence-rounding (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-float16-tenths-accumulated-5e75dc5f1d',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [8]},
            'ValueDataType': 'FLOAT16',
            'ValueStart': 0,
            'ValueDelta': 0.1,
        },
        'inputs': {},
        'expected': {
            'OutputTensor': [0, 0.0999755859375, 0.199951171875, 0.2998046875, 0.39990234375, 0.5, 0.60009765625, 0.7001953125],
        },
        'provenance': {
            'name': 'fill_value_sequence-float16-tenths-accumulated',
            'spec_item': 'examples/float16-tenths-accumulated',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Description (Value += Delta); unspecified sequence-rounding (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-known-fields-e5f6ee3cad',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {'ValueDataType': 'FLOAT32', 'ValueStart': 3, 'ValueDelta': 2},
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-introduced-in-3d0c352485',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-tensor-support-data-type-0d9c245e0e',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'ValueDataType': 'FLOAT64',
            'ValueStart': 9007199254740992,
            'ValueDelta': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/int64-beyond-a-double',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-tensor-support-dimension-count-8745e391d9',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 3]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-known-data-type-7064395b30',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 3]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-dimension-count-range-bacca2a7cf',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 3]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-sizes-nonzero-1b9e2cc750',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 3]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-strides-count-646f4e6eea',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 3, 1]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-output-strides-no-overlap-bef5d11166',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 0]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-total-size-minimum-bbfd008a06',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'TotalTensorSizeInBytes': 11},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-element-count-max-2172c83cdc',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 1, 1, 3]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-base-offset-alignment-23e2fee658',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_invalid_value_data_type(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Members: ValueDataType (must match OutputTensor.DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-invalid-value-data-type-f929ebfb69',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'ValueDataType': 'FLOAT16',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['value-data-type'],
        'provenance': {
            'name': 'fill_value_sequence-invalid-value-data-type',
            'spec_item': 'rules/value-data-type',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Members: ValueDataType (must match OutputTensor.DataType)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-unsupported-5_0-outputtensor-float64-61c2e9e97b',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'ValueDataType': 'FLOAT64',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'fill_value_sequence-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-unsupported-4_0-outputtensor-float64-74e7d16660',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'ValueDataType': 'FLOAT64',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'fill_value_sequence-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-unsupported-4_0-outputtensor-uint64-dae414dd0a',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'ValueDataType': 'UINT64',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'fill_value_sequence-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-unsupported-4_0-outputtensor-int64-89a90d6614',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'ValueDataType': 'INT64',
            'ValueStart': 3,
            'ValueDelta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'fill_value_sequence-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-ascending-step',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-dimensions-5_0-9-3fae8147e3',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 1.0,
            'ValueDelta': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'fill_value_sequence-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-dimensions-4_0-9-2907ef06e2',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 1.0,
            'ValueDelta': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'fill_value_sequence-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-dimensions-2_1-3-d92f61eea7',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 1.0,
            'ValueDelta': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'fill_value_sequence-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_sequence-dimensions-2_1-5-3cbc9d00e1',
        'operator': 'DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ValueDataType': 'FLOAT32',
            'ValueStart': 1.0,
            'ValueDelta': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'fill_value_sequence-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_outputtensor_float32(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'FLOAT32'})


def test_property_5_0_outputtensor_float16(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'FLOAT16'})


def test_property_5_0_outputtensor_int64(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'INT64'})


def test_property_5_0_outputtensor_int32(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'INT32'})


def test_property_5_0_outputtensor_int16(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'INT16'})


def test_property_5_0_outputtensor_int8(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'INT8'})


def test_property_5_0_outputtensor_uint64(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'UINT64'})


def test_property_5_0_outputtensor_uint32(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'UINT32'})


def test_property_5_0_outputtensor_uint16(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'UINT16'})


def test_property_5_0_outputtensor_uint8(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='5_0', pins={'OutputTensor': 'UINT8'})


def test_property_4_0_outputtensor_float32(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'FLOAT32'})


def test_property_4_0_outputtensor_float16(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'FLOAT16'})


def test_property_4_0_outputtensor_int32(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT32'})


def test_property_4_0_outputtensor_int16(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT16'})


def test_property_4_0_outputtensor_int8(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT8'})


def test_property_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT32'})


def test_property_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT16'})


def test_property_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT8'})


def test_property_2_1_outputtensor_float32(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'FLOAT32'})


def test_property_2_1_outputtensor_float16(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'FLOAT16'})


def test_property_2_1_outputtensor_int32(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT32'})


def test_property_2_1_outputtensor_int16(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT16'})


def test_property_2_1_outputtensor_int8(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT8'})


def test_property_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT32'})


def test_property_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT16'})


def test_property_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_fill_value_sequence_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT8'})


def test_equivalence_delta_zero_is_constant(dml):
    """Description (OutputTensor[coordinate] = Value; Value += Delta, from ValueStart); ns-directml-dml_fill_value_constant_operator_desc.md: Description (OutputTensor[coordinate] = Value): equals DML_FILL_VALUE_CONSTANT_OPERATOR_DESC with Value = ValueStart when ValueDelta 0"""
    dml.check_equivalence('DML_FILL_VALUE_SEQUENCE_OPERATOR_DESC', 'delta-zero-is-constant')
