# Emitted by `python -m generators` from spec/operators/cumulative_product.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_CUMULATIVE_PRODUCT_OPERATOR_DESC (ns-directml-dml_cumulative_product_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Examples: Example 1"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-example-1-750dbb2169',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [2, 2, 6, 30, 3, 24, 168, 504, 9, 54, 108, 432]},
        'provenance': {
            'name': 'cumulative_product-example-1',
            'spec_item': 'examples/example-1',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Examples: Example 1',
            'generator': 'examples',
        },
    })


def test_example_2_exclusive(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Examples: Example 2"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-example-2-exclusive-5437afc0a0',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': True,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [1, 2, 2, 6, 1, 3, 24, 168, 1, 9, 54, 108]},
        'provenance': {
            'name': 'cumulative_product-example-2-exclusive',
            'spec_item': 'examples/example-2-exclusive',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Examples: Example 2',
            'generator': 'examples',
        },
    })


def test_example_3_axis_direction(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Examples: Example 3"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-example-3-axis-direction-40b7d5814a',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'HasExclusiveProduct': False,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [30, 15, 15, 5, 504, 168, 21, 3, 432, 48, 8, 4]},
        'provenance': {
            'name': 'cumulative_product-example-3-axis-direction',
            'spec_item': 'examples/example-3-axis-direction',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Examples: Example 3',
            'generator': 'examples',
        },
    })


def test_example_4_different_axis(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Examples: Example 4 (see erratum example-4-axis-name)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-example-4-different-axis-ac19d34439',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 2,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [2, 1, 3, 5, 6, 8, 21, 15, 54, 48, 42, 60]},
        'provenance': {
            'name': 'cumulative_product-example-4-different-axis',
            'spec_item': 'examples/example-4-different-axis',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Examples: Example 4 (see erratum example-4-axis-name)',
            'generator': 'examples',
        },
    })


def test_exclusive_decreasing(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Members: AxisDirection, HasExclusiveProduct (both at once: the page's input, values derived by hand) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-exclusive-decreasing-62a2c87327',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'HasExclusiveProduct': True,
        },
        'inputs': {'InputTensor': [2, 1, 3, 5, 3, 8, 7, 3, 9, 6, 2, 4]},
        'expected': {'OutputTensor': [15, 15, 5, 1, 168, 21, 3, 1, 48, 8, 4, 1]},
        'provenance': {
            'name': 'cumulative_product-exclusive-decreasing',
            'spec_item': 'examples/exclusive-decreasing',
            'cite': "ns-directml-dml_cumulative_product_operator_desc.md: Members: AxisDirection, HasExclusiveProduct (both at once: the page's input, values derived by hand) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_int32_odd_negatives_1d(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (INT32, 1-D): the sign of each prefix follows its count of negatives (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-int32-odd-negatives-1d-859c90e532',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [5]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'inputs': {'InputTensor': [-1, -2, 3, -4, 5]},
        'expected': {'OutputTensor': [-1, 2, 6, -24, -120]},
        'provenance': {
            'name': 'cumulative_product-int32-odd-negatives-1d',
            'spec_item': 'examples/int32-odd-negatives-1d',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (INT32, 1-D): the sign of each prefix follows its count of negatives (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint32_exclusive_decreasing_4d(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (UINT32, 4-D); Members: AxisDirection, HasExclusiveProduct (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-uint32-exclusive-decreasing-4d-4e8b63bd32',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'Axis': 1,
            'AxisDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'HasExclusiveProduct': True,
        },
        'inputs': {'InputTensor': [2, 3, 5, 7, 11, 13]},
        'expected': {'OutputTensor': [55, 91, 11, 13, 1, 1]},
        'provenance': {
            'name': 'cumulative_product-uint32-exclusive-decreasing-4d',
            'spec_item': 'examples/uint32-exclusive-decreasing-4d',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (UINT32, 4-D); Members: AxisDirection, HasExclusiveProduct (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float32_zero_and_negative(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Members: HasExclusiveProduct (FALSE): a zero ends every later product; a negative factor flips the sign (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-float32-zero-and-negative-eb395b86c2',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'inputs': {'InputTensor': [-2, 0.5, 0, 3]},
        'expected': {'OutputTensor': [-2, -1, 0, 0]},
        'provenance': {
            'name': 'cumulative_product-float32-zero-and-negative',
            'spec_item': 'examples/float32-zero-and-negative',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Members: HasExclusiveProduct (FALSE): a zero ends every later product; a negative factor flips the sign (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-known-fields-a5313006ae',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'cumulative_product-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-introduced-in-4221423710',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'cumulative_product-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-tensor-support-data-type-818e3cca81',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-tensor-support-dimension-count-332bac4929',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cumulative_product-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-known-data-type-d595b35345',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'cumulative_product-invalid-known-data-type',
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
        'id': 'cumulative_product-invalid-dimension-count-range-7287e13042',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'cumulative_product-invalid-dimension-count-range',
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
        'id': 'cumulative_product-invalid-sizes-nonzero-15eece0ef4',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'cumulative_product-invalid-sizes-nonzero',
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
        'id': 'cumulative_product-invalid-strides-count-aceaccb4d5',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 12, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'cumulative_product-invalid-strides-count',
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
        'id': 'cumulative_product-invalid-output-strides-no-overlap-2fb6b4b534',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 0, 1]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'cumulative_product-invalid-output-strides-no-overlap',
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
        'id': 'cumulative_product-invalid-total-size-minimum-3cf766ea06',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'TotalTensorSizeInBytes': 47},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'cumulative_product-invalid-total-size-minimum',
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
        'id': 'cumulative_product-invalid-element-count-max-aadac1c85f',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [357913942, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'cumulative_product-invalid-element-count-max',
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
        'id': 'cumulative_product-invalid-base-offset-alignment-46112a5efc',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'cumulative_product-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-same-data-type-b04d3d1665',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'cumulative_product-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-same-rank-15d2e189cc',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [5, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'cumulative_product-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/int32-odd-negatives-1d',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-same-sizes-e80fc69c52',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 5]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'cumulative_product-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Members: Axis (less than the DimensionCount of InputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-axis-in-range-4e570cfbf7',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 4,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'cumulative_product-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Members: Axis (less than the DimensionCount of InputTensor)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_axis_direction_value(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Members: AxisDirection"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-invalid-axis-direction-value-46e61ef7f2',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 2,
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['axis-direction-value'],
        'provenance': {
            'name': 'cumulative_product-invalid-axis-direction-value',
            'spec_item': 'rules/axis-direction-value',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Members: AxisDirection',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-inputtensor-uint16-415a04a63b',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-inputtensor-uint16',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-inputtensor-uint8-f7ba65f33a',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-inputtensor-uint8',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_int16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-inputtensor-int16-fc9304eb0a',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-inputtensor-int16',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_int8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-inputtensor-int8-ce2d734f40',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-inputtensor-int8',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-inputtensor-float64-2b9023eb05',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_uint16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-outputtensor-uint16-415a04a63b',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-outputtensor-uint16',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_uint8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-outputtensor-uint8-f7ba65f33a',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-outputtensor-uint8',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_int16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-outputtensor-int16-fc9304eb0a',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-outputtensor-int16',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_int8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-outputtensor-int8-ce2d734f40',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-outputtensor-int8',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-5_0-outputtensor-float64-2b9023eb05',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-inputtensor-uint16-e63e260963',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-inputtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-inputtensor-uint8-9fb3d09934',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-inputtensor-uint8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_int16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-inputtensor-int16-e4ff0959d4',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-inputtensor-int16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_int8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-inputtensor-int8-d42a258ca3',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-inputtensor-int8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-inputtensor-float64-54cb93fefe',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-inputtensor-uint64-4b9b34a486',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-inputtensor-int64-e943aa0178',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-outputtensor-uint16-e63e260963',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-outputtensor-uint8-9fb3d09934',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-outputtensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-outputtensor-int16-e4ff0959d4',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_int8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-outputtensor-int8-d42a258ca3',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-outputtensor-int8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-outputtensor-float64-54cb93fefe',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-outputtensor-uint64-4b9b34a486',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-4_0-outputtensor-int64-e943aa0178',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-inputtensor-uint16-818e3cca81',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-inputtensor-uint16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-inputtensor-uint8-081d981e45',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-inputtensor-uint8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_int16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-inputtensor-int16-59eb3946c6',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-inputtensor-int16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_int8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-inputtensor-int8-a50d852f2e',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-inputtensor-int8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-inputtensor-float64-16711a18e9',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-inputtensor-uint64-eef753eb97',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-inputtensor-uint64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_inputtensor_int64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-inputtensor-int64-9af7a39fc9',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-inputtensor-int64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputtensor_uint16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-outputtensor-uint16-818e3cca81',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-outputtensor-uint16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputtensor_uint8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-outputtensor-uint8-081d981e45',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-outputtensor-uint8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputtensor_int16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-outputtensor-int16-59eb3946c6',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-outputtensor-int16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputtensor_int8(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-outputtensor-int8-a50d852f2e',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-outputtensor-int8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputtensor_float64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-outputtensor-float64-16711a18e9',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-outputtensor-float64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputtensor_uint64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-outputtensor-uint64-eef753eb97',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-outputtensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_3_1_outputtensor_int64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-unsupported-3_1-outputtensor-int64-9af7a39fc9',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'Axis': 3,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cumulative_product-unsupported-3_1-outputtensor-int64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-dimensions-5_0-9-bf1905d7d4',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'cumulative_product-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-dimensions-4_0-9-a52aab9440',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'cumulative_product-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_1(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-dimensions-3_1-3-f5ebf5f4bc',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cumulative_product-dimensions-3_1-3',
            'spec_item': 'tensor_support/3_1/dimensions/3',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_3_1(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cumulative_product-dimensions-3_1-5-63e1e0934c',
        'operator': 'DML_CUMULATIVE_PRODUCT_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
            'AxisDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'HasExclusiveProduct': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cumulative_product-dimensions-3_1-5',
            'spec_item': 'tensor_support/3_1/dimensions/5',
            'cite': 'ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_4_0_inputtensor_float32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'})


def test_property_4_0_inputtensor_float16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'})


def test_property_4_0_inputtensor_int32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT32'})


def test_property_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT32'})


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_property_3_1_inputtensor_int32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT32'})


def test_property_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT32'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input gives; the reference propagates it as IEEE arithmetic does, to every output whose running product includes it (at and after it along Axis in the direction of traversal; exclusive: strictly after)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input gives; the reference propagates it as IEEE arithmetic does, to every output whose running product includes it (at and after it along Axis in the direction of traversal; exclusive: strictly after)"""
    dml.check_property('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_axis_257_decided_last_float32_float32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 257 elements)"""
    dml.check_large('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', 'axis-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 1,025 elements)"""
    dml.check_large('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', 'axis-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 65,537 elements)"""
    dml.check_large('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', 'axis-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_257_decided_last_int32_int32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 257 elements)"""
    dml.check_large('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', 'axis-257-decided-last', {'InputTensor': 'INT32', 'OutputTensor': 'INT32'})


def test_large_axis_1025_decided_last_int32_int32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 1,025 elements)"""
    dml.check_large('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', 'axis-1025-decided-last', {'InputTensor': 'INT32', 'OutputTensor': 'INT32'})


def test_large_axis_65537_decided_last_int32_int32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 65,537 elements)"""
    dml.check_large('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', 'axis-65537-decided-last', {'InputTensor': 'INT32', 'OutputTensor': 'INT32'})


def test_large_axis_257_decided_last_uint32_uint32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 257 elements)"""
    dml.check_large('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', 'axis-257-decided-last', {'InputTensor': 'UINT32', 'OutputTensor': 'UINT32'})


def test_large_axis_1025_decided_last_uint32_uint32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 1,025 elements)"""
    dml.check_large('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', 'axis-1025-decided-last', {'InputTensor': 'UINT32', 'OutputTensor': 'UINT32'})


def test_large_axis_65537_decided_last_uint32_uint32(dml):
    """ns-directml-dml_cumulative_product_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a scan past 256, 1,024 or 65,536 elements cut short; 65,537 elements)"""
    dml.check_large('DML_CUMULATIVE_PRODUCT_OPERATOR_DESC', 'axis-65537-decided-last', {'InputTensor': 'UINT32', 'OutputTensor': 'UINT32'})
