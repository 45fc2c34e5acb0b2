# Emitted by `python -m generators` from spec/operators/fill_value_constant.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_FILL_VALUE_CONSTANT_OPERATOR_DESC (ns-directml-dml_fill_value_constant_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_13(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Examples"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-example-13-c44bcef407',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'inputs': {},
        'expected': {'OutputTensor': [13, 13, 13, 13, 13, 13, 13, 13]},
        'provenance': {
            'name': 'fill_value_constant-example-13',
            'spec_item': 'examples/example-13',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Examples',
            'generator': 'examples',
        },
    })


def test_int64_value_no_float_holds(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64); Members: Value (read as ValueDataType) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-int64-value-no-float-holds-81f72a56be',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'ValueDataType': 'INT64',
            'Value': 9007199254740993,
        },
        'inputs': {},
        'expected': {'OutputTensor': [9007199254740993, 9007199254740993, 9007199254740993]},
        'provenance': {
            'name': 'fill_value_constant-int64-value-no-float-holds',
            'spec_item': 'examples/int64-value-no-float-holds',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64); Members: Value (read as ValueDataType) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint32_largest_eight_dimensions(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (1 to 8 dimensions, UINT32); Members: Value (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-uint32-largest-eight-dimensions-589850d332',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1, 1, 1, 1, 2]},
            'ValueDataType': 'UINT32',
            'Value': 4294967295,
        },
        'inputs': {},
        'expected': {'OutputTensor': [4294967295, 4294967295, 4294967295, 4294967295]},
        'provenance': {
            'name': 'fill_value_constant-uint32-largest-eight-dimensions',
            'spec_item': 'examples/uint32-largest-eight-dimensions',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (1 to 8 dimensions, UINT32); Members: Value (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_negative_zero_and_int8_smallest(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (4-D FLOAT16); Members: Value (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-float16-negative-zero-and-int8-smallest-cf0e524f62',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'ValueDataType': 'FLOAT16',
            'Value': -0.0,
        },
        'inputs': {},
        'expected': {'OutputTensor': [-0.0, -0.0, -0.0]},
        'provenance': {
            'name': 'fill_value_constant-float16-negative-zero-and-int8-smallest',
            'spec_item': 'examples/float16-negative-zero-and-int8-smallest',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (4-D FLOAT16); Members: Value (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-known-fields-a2885a8cc6',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {'ValueDataType': 'FLOAT32', 'Value': 13.0},
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'fill_value_constant-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-introduced-in-703a036662',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'fill_value_constant-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-tensor-support-data-type-0872964451',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1, 1, 1, 1, 2]},
            'ValueDataType': 'FLOAT64',
            'Value': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'fill_value_constant-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/uint32-largest-eight-dimensions',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-tensor-support-dimension-count-47d8003b91',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 4]},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'fill_value_constant-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-known-data-type-977c11f5b1',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 4]},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'fill_value_constant-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-dimension-count-range-932a80fbbe',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 4]},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'fill_value_constant-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-sizes-nonzero-dafc116e64',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 4]},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'fill_value_constant-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-strides-count-92e407cf3a',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4], 'Strides': [8, 8, 8, 4, 1]},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'fill_value_constant-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-output-strides-no-overlap-983dff1ad3',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4], 'Strides': [8, 8, 0, 1]},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'fill_value_constant-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-total-size-minimum-1f66eda756',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4], 'TotalTensorSizeInBytes': 31},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'fill_value_constant-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-element-count-max-08958dd3c7',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [536870912, 1, 2, 4]},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'fill_value_constant-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-base-offset-alignment-9ec525b1d0',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'ValueDataType': 'FLOAT32',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'fill_value_constant-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_invalid_value_data_type(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Members: ValueDataType (must match OutputTensor.DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-invalid-value-data-type-4f321ddfda',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'ValueDataType': 'FLOAT16',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['value-data-type'],
        'provenance': {
            'name': 'fill_value_constant-invalid-value-data-type',
            'spec_item': 'rules/value-data-type',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Members: ValueDataType (must match OutputTensor.DataType)',
            'generator': 'invalid',
            'base': 'examples/example-13',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-unsupported-4_0-outputtensor-float64-9ef4a124a0',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 4]},
            'ValueDataType': 'FLOAT64',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'fill_value_constant-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-13',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-unsupported-4_0-outputtensor-uint64-7bd86224e0',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 4]},
            'ValueDataType': 'UINT64',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'fill_value_constant-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-13',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-unsupported-4_0-outputtensor-int64-db7e4fb3c0',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 4]},
            'ValueDataType': 'INT64',
            'Value': 13.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'fill_value_constant-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-13',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-dimensions-4_1-9-456f2df70b',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ValueDataType': 'FLOAT64',
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'fill_value_constant-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-dimensions-4_0-9-4b355a0458',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ValueDataType': 'FLOAT32',
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'fill_value_constant-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-dimensions-2_1-3-9fb8491124',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueDataType': 'FLOAT32',
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'fill_value_constant-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fill_value_constant-dimensions-2_1-5-9c3202c0aa',
        'operator': 'DML_FILL_VALUE_CONSTANT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ValueDataType': 'FLOAT32',
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'fill_value_constant-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_outputtensor_float64(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'FLOAT64'})


def test_property_4_1_outputtensor_float32(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'FLOAT32'})


def test_property_4_1_outputtensor_float16(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'FLOAT16'})


def test_property_4_1_outputtensor_int64(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT64'})


def test_property_4_1_outputtensor_int32(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT32'})


def test_property_4_1_outputtensor_int16(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT16'})


def test_property_4_1_outputtensor_int8(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT8'})


def test_property_4_1_outputtensor_uint64(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT64'})


def test_property_4_1_outputtensor_uint32(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT32'})


def test_property_4_1_outputtensor_uint16(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT16'})


def test_property_4_1_outputtensor_uint8(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT8'})


def test_property_4_0_outputtensor_float32(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'FLOAT32'})


def test_property_4_0_outputtensor_float16(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'FLOAT16'})


def test_property_4_0_outputtensor_int32(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT32'})


def test_property_4_0_outputtensor_int16(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT16'})


def test_property_4_0_outputtensor_int8(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT8'})


def test_property_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT32'})


def test_property_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT16'})


def test_property_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT8'})


def test_property_2_1_outputtensor_float32(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'FLOAT32'})


def test_property_2_1_outputtensor_float16(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'FLOAT16'})


def test_property_2_1_outputtensor_int32(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT32'})


def test_property_2_1_outputtensor_int16(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT16'})


def test_property_2_1_outputtensor_int8(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT8'})


def test_property_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT32'})


def test_property_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT16'})


def test_property_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_fill_value_constant_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_FILL_VALUE_CONSTANT_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT8'})
