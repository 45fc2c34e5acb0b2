# Emitted by `python -m generators` from spec/operators/reduce.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_REDUCE_OPERATOR_DESC (ns-directml-dml_reduce_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_argmax_columns(dml):
    """ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMAX on Axes {0}) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-argmax-columns-eaef6186f1',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [1, 2, 1]},
        'provenance': {
            'name': 'reduce-argmax-columns',
            'spec_item': 'examples/argmax-columns',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMAX on Axes {0}) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_argmin_rows(dml):
    """ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMIN on Axes {1}; the first of two minima wins) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-argmin-rows-35efe7a203',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [3, 1]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [0, 1, 0]},
        'provenance': {
            'name': 'reduce-argmin-rows',
            'spec_item': 'examples/argmin-rows',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMIN on Axes {1}; the first of two minima wins) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_argmax_all_axes(dml):
    """ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMAX on all axes; the first of two maxima wins) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-argmax-all-axes-99b586c046',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1]},
            'AxisCount': 2,
            'Axes': [0, 1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [5]},
        'provenance': {
            'name': 'reduce-argmax-all-axes',
            'spec_item': 'examples/argmax-all-axes',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMAX on all axes; the first of two maxima wins) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_argmin_4d_spatial(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (4-D, UINT32 output) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-argmin-4d-spatial-67888af80d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'inputs': {'InputTensor': [5, 3, 3, 4, -1, 7, -2, -2]},
        'expected': {'OutputTensor': [1, 2]},
        'provenance': {
            'name': 'reduce-argmin-4d-spatial',
            'spec_item': 'examples/argmin-4d-spatial',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (4-D, UINT32 output) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_reduce_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-known-fields-4b372c5af2',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'reduce-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-tensor-support-data-type-16bb39652f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-known-data-type-e74081b759',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'reduce-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-dimension-count-range-8af43f68be',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-sizes-nonzero-222f5d036c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'reduce-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-strides-count-e5836aa706',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3], 'Strides': [9, 3, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'reduce-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-output-strides-no-overlap-0ed2f9837a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3], 'Strides': [3, 0]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'reduce-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-total-size-minimum-3253901c53',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3], 'TotalTensorSizeInBytes': 35},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'reduce-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-element-count-max-a078eef7ee',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'reduce-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-base-offset-alignment-b69ec8db26',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'reduce-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_function_value(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: Function"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-function-value-7a0bb41f74',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 12,
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['function-value'],
        'provenance': {
            'name': 'reduce-invalid-function-value',
            'spec_item': 'rules/function-value',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: Function',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: OutputTensor (DimensionCount must match InputTensor.DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-same-rank-ec34a2e40d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'reduce-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: OutputTensor (DimensionCount must match InputTensor.DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_axis_count(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: AxisCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-axis-count-cced22c0ba',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['axis-count'],
        'provenance': {
            'name': 'reduce-invalid-axis-count',
            'spec_item': 'rules/axis-count',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: AxisCount',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_axes_in_range(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: Axes"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-axes-in-range-d860077744',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['axes-in-range'],
        'provenance': {
            'name': 'reduce-invalid-axes-in-range',
            'spec_item': 'rules/axes-in-range',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: Axes',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_invalid_reduced_sizes(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: OutputTensor; Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-reduced-sizes-682b76282d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['reduced-sizes'],
        'provenance': {
            'name': 'reduce-invalid-reduced-sizes',
            'spec_item': 'rules/reduced-sizes',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: OutputTensor; Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1-inputtensor-float64-b22b0c0100',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1-inputtensor-float64',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_outputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1-outputtensor-float32-f48dfa851a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1-outputtensor-float32',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_outputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1-outputtensor-float16-6056d26648',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1-outputtensor-float16',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1-outputtensor-uint16-670efe5441',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1-outputtensor-uint16',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1-outputtensor-uint8-8ffb883df1',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1-outputtensor-uint8',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1-outputtensor-int16-1c83d4dbc5',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1-outputtensor-int16',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1-outputtensor-int8-39c35b076c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1-outputtensor-int8',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1-outputtensor-float64-f945125659',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-inputtensor-float64-16bb39652f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-inputtensor-uint64-1f4f448a93',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-inputtensor-int64-be900eb11b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_outputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-outputtensor-float32-189ba013c8',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-outputtensor-float16-9f2cb6ab4b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-outputtensor-uint16-735b3db1a4',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-outputtensor-uint8-c6af42c248',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-outputtensor-int16-10e8a22e4f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-outputtensor-int8-63afe5a4a0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0-outputtensor-float64-e34cb41dc3',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_2_1_outputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1-outputtensor-float32-5854903bf1',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1-outputtensor-float16-7303487c0b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1-outputtensor-uint16-d906d5b438',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1-outputtensor-uint8-79f6e2e45c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1-outputtensor-int32-f70fea67fb',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1-outputtensor-int16-46dbf8b149',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1-outputtensor-int8-c0754e000d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-inputtensor-uint32-0077d34d60',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-inputtensor-uint16-5b665ed399',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-inputtensor-uint8-f009695d5c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-inputtensor-int32-2d394f75cd',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-inputtensor-int16-06f564054d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-inputtensor-int8-c59e8d3974',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_outputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-outputtensor-float32-46c876446d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-outputtensor-float32',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_outputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-outputtensor-float16-407c7c60cd',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-outputtensor-float16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-outputtensor-uint16-3f81972757',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-outputtensor-uint8-bfe6a0f72c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-outputtensor-int32-71305186ce',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-outputtensor-int16-365fde7e7a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0-outputtensor-int8-ee8fbb671b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_dimension_count_9_4_1_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-4_1-argmin-argmax-9-63243b173d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-4_1-argmin-argmax-9',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-3_0-argmin-argmax-9-4efa567eb5',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-3_0-argmin-argmax-9',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-2_1-argmin-argmax-3-fb7db8a1a5',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-2_1-argmin-argmax-3',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-2_1-argmin-argmax-5-11b5fe10c2',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-2_1-argmin-argmax-5',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-argmin-argmax-3-bb6eecca2a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-argmin-argmax-3',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-argmin-argmax-5-a85a9777e0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-argmin-argmax-5',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_argmin_argmax_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_argmin_argmax_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_argmin_argmax_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT64'})


def test_property_4_1_argmin_argmax_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT32'})


def test_property_4_1_argmin_argmax_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT16'})


def test_property_4_1_argmin_argmax_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT8'})


def test_property_4_1_argmin_argmax_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT64'})


def test_property_4_1_argmin_argmax_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT32'})


def test_property_4_1_argmin_argmax_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT16'})


def test_property_4_1_argmin_argmax_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT8'})


def test_property_4_1_argmin_argmax_outputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'INT64'})


def test_property_4_1_argmin_argmax_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'INT32'})


def test_property_4_1_argmin_argmax_outputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT64'})


def test_property_4_1_argmin_argmax_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT32'})


def test_property_3_0_argmin_argmax_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_argmin_argmax_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_argmin_argmax_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'INT32'})


def test_property_3_0_argmin_argmax_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'INT16'})


def test_property_3_0_argmin_argmax_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'INT8'})


def test_property_3_0_argmin_argmax_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT32'})


def test_property_3_0_argmin_argmax_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT16'})


def test_property_3_0_argmin_argmax_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT8'})


def test_property_3_0_argmin_argmax_outputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'INT64'})


def test_property_3_0_argmin_argmax_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'INT32'})


def test_property_3_0_argmin_argmax_outputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT64'})


def test_property_3_0_argmin_argmax_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT32'})


def test_property_2_1_argmin_argmax_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_argmin_argmax_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_argmin_argmax_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT32'})


def test_property_2_1_argmin_argmax_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT16'})


def test_property_2_1_argmin_argmax_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT8'})


def test_property_2_1_argmin_argmax_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT32'})


def test_property_2_1_argmin_argmax_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT16'})


def test_property_2_1_argmin_argmax_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT8'})


def test_property_2_1_argmin_argmax_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT32'})


def test_property_1_0_argmin_argmax_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_argmin_argmax_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_argmin_argmax_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT32'})


def test_equivalence_argmax_operator(dml):
    """ns-directml-dml_argmax_operator_desc.md: Remarks: equals DML_ARGMAX_OPERATOR_DESC with AxisDirection DML_AXIS_DIRECTION_INCREASING when Function DML_REDUCE_FUNCTION_ARGMAX"""
    dml.check_equivalence('DML_REDUCE_OPERATOR_DESC', 'argmax-operator')


def test_equivalence_argmin_operator(dml):
    """ns-directml-dml_argmin_operator_desc.md: Remarks: equals DML_ARGMIN_OPERATOR_DESC with AxisDirection DML_AXIS_DIRECTION_INCREASING when Function DML_REDUCE_FUNCTION_ARGMIN"""
    dml.check_equivalence('DML_REDUCE_OPERATOR_DESC', 'argmin-operator')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN is a maximum or minimum for ARGMAX/ARGMIN, or which index it yields"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN is a maximum or minimum for ARGMAX/ARGMIN, or which index it yields"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_set_257_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_257_decreasing_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_65537_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_65537_decreasing_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_index_limit_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 4,294,967,295 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_257_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_257_decreasing_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_65537_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_65537_decreasing_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_index_limit_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 2,147,483,648 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_257_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_257_decreasing_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_65537_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_65537_decreasing_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_index_limit_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 4,294,967,295 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_257_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_set_257_decreasing_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_set_65537_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_set_65537_decreasing_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_index_limit_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 4,294,967,295 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_size_1_axis_65537_rows_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (a size-1 reduced axis under many outer elements; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'size-1-axis-65537-rows', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_eight_dimensions_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (eight dimensions reduced over axes that are not adjacent; 2,160 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'eight-dimensions', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_row_stride_past_2_31_bytes_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an element offset past 2^31 bytes; 514 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'row-stride-past-2-31-bytes', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})
