# Emitted by `python -m generators` from spec/operators/argmin.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ARGMIN_OPERATOR_DESC (ns-directml-dml_argmin_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_columns(dml):
    """ns-directml-dml_argmin_operator_desc.md: Examples: Example 1. Applying argmin to columns"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-example-1-columns-4ec04d7d99',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 5, 2]},
        'expected': {'OutputTensor': [0, 1, 2]},
        'provenance': {
            'name': 'argmin-example-1-columns',
            'spec_item': 'examples/example-1-columns',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Examples: Example 1. Applying argmin to columns',
            'generator': 'examples',
        },
    })


def test_example_2_rows(dml):
    """ns-directml-dml_argmin_operator_desc.md: Examples: Example 2. Applying argmin to rows"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-example-2-rows-7241479154',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [3, 1]},
            'AxisCount': 1,
            'Axes': [1],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 5, 2]},
        'expected': {'OutputTensor': [0, 1, 0]},
        'provenance': {
            'name': 'argmin-example-2-rows',
            'spec_item': 'examples/example-2-rows',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Examples: Example 2. Applying argmin to rows',
            'generator': 'examples',
        },
    })


def test_example_3_all_axes(dml):
    """ns-directml-dml_argmin_operator_desc.md: Examples: Example 3. Applying argmin to all axes (the entire tensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-example-3-all-axes-ceff3a7946',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1]},
            'AxisCount': 2,
            'Axes': [0, 1],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 5, 2]},
        'expected': {'OutputTensor': [4]},
        'provenance': {
            'name': 'argmin-example-3-all-axes',
            'spec_item': 'examples/example-3-all-axes',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Examples: Example 3. Applying argmin to all axes (the entire tensor)',
            'generator': 'examples',
        },
    })


def test_axis_direction_increasing(dml):
    """ns-directml-dml_argmin_operator_desc.md: Members: AxisDirection (DML_AXIS_DIRECTION_INCREASING)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-axis-direction-increasing-6f6b848223',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'inputs': {'InputTensor': [1, 2, 3, 2, 1]},
        'expected': {'OutputTensor': [0]},
        'provenance': {
            'name': 'argmin-axis-direction-increasing',
            'spec_item': 'examples/axis-direction-increasing',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Members: AxisDirection (DML_AXIS_DIRECTION_INCREASING)',
            'generator': 'examples',
        },
    })


def test_axis_direction_decreasing(dml):
    """ns-directml-dml_argmin_operator_desc.md: Members: AxisDirection (DML_AXIS_DIRECTION_DECREASING)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-axis-direction-decreasing-cddfbbefad',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_DECREASING',
        },
        'inputs': {'InputTensor': [1, 2, 3, 2, 1]},
        'expected': {'OutputTensor': [4]},
        'provenance': {
            'name': 'argmin-axis-direction-decreasing',
            'spec_item': 'examples/axis-direction-decreasing',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Members: AxisDirection (DML_AXIS_DIRECTION_DECREASING)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_argmin_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-known-fields-fbe7399382',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'argmin-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_argmin_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-introduced-in-bbf0ba8f45',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'argmin-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-tensor-support-data-type-a694346de8',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-known-data-type-c3b7e6b5d0',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'argmin-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-dimension-count-range-299aec48c8',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'argmin-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-sizes-nonzero-1a9cf654b5',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'argmin-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-strides-count-cb8fdeb344',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3], 'Strides': [9, 3, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'argmin-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-output-strides-no-overlap-61366f179b',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3], 'Strides': [3, 0]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'argmin-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-total-size-minimum-3c55df05dd',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3], 'TotalTensorSizeInBytes': 35},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'argmin-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-element-count-max-828b67a0b9',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'argmin-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-base-offset-alignment-a424b91d1a',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'argmin-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-same-rank-227c35bbaf',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'argmin-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_axis_count(dml):
    """ns-directml-dml_argmin_operator_desc.md: Members: AxisCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-axis-count-754c9a21ff',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0, 0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['axis-count'],
        'provenance': {
            'name': 'argmin-invalid-axis-count',
            'spec_item': 'rules/axis-count',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Members: AxisCount',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_axes_in_range(dml):
    """ns-directml-dml_argmin_operator_desc.md: Members: Axes"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-axes-in-range-48062266be',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [2],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['axes-in-range'],
        'provenance': {
            'name': 'argmin-invalid-axes-in-range',
            'spec_item': 'rules/axes-in-range',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Members: Axes',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_reduced_sizes(dml):
    """ns-directml-dml_argmin_operator_desc.md: Members: OutputTensor; Remarks"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-reduced-sizes-876617c3ab',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['reduced-sizes'],
        'provenance': {
            'name': 'argmin-invalid-reduced-sizes',
            'spec_item': 'rules/reduced-sizes',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Members: OutputTensor; Remarks',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_invalid_axis_direction_value(dml):
    """ns-directml-dml_argmin_operator_desc.md: Members: AxisDirection"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-invalid-axis-direction-value-305a3926f2',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 2,
        },
        'expect': 'invalid',
        'violates': ['axis-direction-value'],
        'provenance': {
            'name': 'argmin-invalid-axis-direction-value',
            'spec_item': 'rules/axis-direction-value',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Members: AxisDirection',
            'generator': 'invalid',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_4_1_inputtensor_float64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-4_1-inputtensor-float64-5b87830598',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-4_1-inputtensor-float64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_4_1_outputtensor_float32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-4_1-outputtensor-float32-51121e77ea',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-4_1-outputtensor-float32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_4_1_outputtensor_float16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-4_1-outputtensor-float16-300a0e571c',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-4_1-outputtensor-float16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_4_1_outputtensor_uint16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-4_1-outputtensor-uint16-72a2272615',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-4_1-outputtensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_4_1_outputtensor_uint8(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-4_1-outputtensor-uint8-c1e9c6d317',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-4_1-outputtensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_4_1_outputtensor_int16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-4_1-outputtensor-int16-521c182fcf',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-4_1-outputtensor-int16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_4_1_outputtensor_int8(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-4_1-outputtensor-int8-d3318e6a89',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-4_1-outputtensor-int8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_4_1_outputtensor_float64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-4_1-outputtensor-float64-371ddc87bb',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-4_1-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-inputtensor-float64-a694346de8',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-inputtensor-uint64-0341e1ddbc',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-inputtensor-int64-96d00b679a',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_outputtensor_float32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-outputtensor-float32-30a01882b9',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-outputtensor-float16-3d6178997b',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-outputtensor-uint16-a724860536',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-outputtensor-uint8-af122c2679',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-outputtensor-int16-7e4fbec105',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-outputtensor-int8-a265536f70',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-unsupported-3_0-outputtensor-float64-04a12168db',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'argmin-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-columns',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-dimensions-4_1-9-318bb5c67e',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'argmin-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'argmin-dimensions-3_0-9-59aad2f411',
        'operator': 'DML_ARGMIN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'argmin-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_4_1_outputtensor_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT64'})


def test_property_4_1_outputtensor_int32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT32'})


def test_property_4_1_outputtensor_uint64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT64'})


def test_property_4_1_outputtensor_uint32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_outputtensor_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'INT64'})


def test_property_3_0_outputtensor_int32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'INT32'})


def test_property_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT64'})


def test_property_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT32'})


def test_equivalence_reduce_argmin(dml):
    """ns-directml-dml_argmin_operator_desc.md: Remarks: equals DML_REDUCE_OPERATOR_DESC with Function DML_REDUCE_FUNCTION_ARGMIN when AxisDirection DML_AXIS_DIRECTION_INCREASING"""
    dml.check_equivalence('DML_ARGMIN_OPERATOR_DESC', 'reduce-argmin')


def test_equivalence_argmax_of_negation(dml):
    """ns-directml-dml_argmin_operator_desc.md: Description (by definition: the smallest value is the largest of the negated values): equals DML_ARGMAX_OPERATOR_DESC on InputTensor negated"""
    dml.check_equivalence('DML_ARGMIN_OPERATOR_DESC', 'argmax-of-negation')


def test_equivalence_decreasing_mirror(dml):
    """ns-directml-dml_argmin_operator_desc.md: Members: AxisDirection (by definition: DECREASING yields the last index, the first one on the reversed axes): equals itself with AxisDirection DML_AXIS_DIRECTION_INCREASING on InputTensor reversed along Axes with OutputTensor counted from the other end when AxisDirection DML_AXIS_DIRECTION_DECREASING"""
    dml.check_equivalence('DML_ARGMIN_OPERATOR_DESC', 'decreasing-mirror')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_argmin_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN is a minimum, or which index a NaN in the set yields"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_argmin_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN is a minimum, or which index a NaN in the set yields"""
    dml.check_property('DML_ARGMIN_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_set_257_int8_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_257_decreasing_int8_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_65537_int8_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_65537_decreasing_int8_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_index_limit_int8_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 4,294,967,295 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_257_int8_int32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_257_decreasing_int8_int32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_65537_int8_int32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_65537_decreasing_int8_int32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_index_limit_int8_int32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 2,147,483,648 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_257_int8_uint64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_257_decreasing_int8_uint64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_65537_int8_uint64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_65537_decreasing_int8_uint64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_index_limit_int8_uint64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 4,294,967,295 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_257_int8_uint32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_set_257_decreasing_int8_uint32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_set_65537_int8_uint32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_set_65537_decreasing_int8_uint32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_index_limit_int8_uint32(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 4,294,967,295 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_size_1_axis_65537_rows_int8_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (a size-1 reduced axis under many outer elements; 65,537 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'size-1-axis-65537-rows', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_eight_dimensions_int8_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (eight dimensions reduced over axes that are not adjacent; 2,160 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'eight-dimensions', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_row_stride_past_2_31_bytes_int8_int64(dml):
    """ns-directml-dml_argmin_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an element offset past 2^31 bytes; 514 elements)"""
    dml.check_large('DML_ARGMIN_OPERATOR_DESC', 'row-stride-past-2-31-bytes', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})
