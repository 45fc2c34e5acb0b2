# Emitted by `python -m generators` from spec/operators/slice_grad.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_SLICE_GRAD_OPERATOR_DESC (ns-directml-dml_slice_grad_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_slice_grad(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Description (the SliceGrad example: [[a, c], [i, k]] to [[a, 0, c, 0], [0, 0, 0, 0], [i, 0, k, 0], [0, 0, 0, 0]]) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-example-slice-grad-e39358c906',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'inputs': {'InputGradientTensor': [1, 3, 9, 11]},
        'expected': {'OutputGradientTensor': [1, 0, 3, 0, 0, 0, 0, 0, 9, 0, 11, 0, 0, 0, 0, 0]},
        'provenance': {
            'name': 'slice_grad-example-slice-grad',
            'spec_item': 'examples/example-slice-grad',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Description (the SliceGrad example: [[a, c], [i, k]] to [[a, 0, c, 0], [0, 0, 0, 0], [i, 0, k, 0], [0, 0, 0, 0]]) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_negative_strides_flip_the_window(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Members: InputWindowStrides (like DML_SLICE1_OPERATOR_DESC, negative strides flip the input window direction along that axis) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-negative-strides-flip-the-window-2ec56962e2',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 1],
            'InputWindowSizes': [1, 1, 4, 3],
            'InputWindowStrides': [1, 1, -2, 2],
        },
        'inputs': {'InputGradientTensor': [14, 16, 6, 8]},
        'expected': {'OutputGradientTensor': [0, 0, 0, 0, 0, 6, 0, 8, 0, 0, 0, 0, 0, 14, 0, 16]},
        'provenance': {
            'name': 'slice_grad-negative-strides-flip-the-window',
            'spec_item': 'examples/negative-strides-flip-the-window',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Members: InputWindowStrides (like DML_SLICE1_OPERATOR_DESC, negative strides flip the input window direction along that axis) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-known-fields-193931919a',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'slice_grad-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-introduced-in-f21e0dc995',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'slice_grad-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-tensor-support-data-type-c25114070c',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-known-data-type-f786607397',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'slice_grad-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-dimension-count-range-0091a58b33',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'slice_grad-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-sizes-nonzero-d4cbef610a',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'slice_grad-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-strides-count-a14c03e2b7',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 4, 2, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'slice_grad-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-output-strides-no-overlap-5cbf8177bc',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 0, 1]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'slice_grad-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-total-size-minimum-7d5cbb5e2e',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'TotalTensorSizeInBytes': 15},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'slice_grad-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-element-count-max-24bdc20ea3',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'slice_grad-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-base-offset-alignment-d5d319f77e',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'slice_grad-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor constraints (InputGradientTensor and OutputGradientTensor must have the same DataType and DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-same-rank-442e70b25d',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4, 1]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'slice_grad-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor constraints (InputGradientTensor and OutputGradientTensor must have the same DataType and DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-same-data-type-b99d4431e1',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'slice_grad-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Members: DimensionCount (must equal the DimensionCount provided in the InputGradientTensor and OutputGradientTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-dimension-count-b4d30599a9',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 5,
            'InputWindowOffsets': [0, 0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'slice_grad-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Members: DimensionCount (must equal the DimensionCount provided in the InputGradientTensor and OutputGradientTensor)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Members: DimensionCount (the number of elements in the InputWindowOffsets, InputWindowSizes, and InputWindowStrides arrays)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-array-lengths-1e3774d95e',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'slice_grad-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Members: DimensionCount (the number of elements in the InputWindowOffsets, InputWindowSizes, and InputWindowStrides arrays)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_gradient_sizes(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Description (InputGradientTensor has the sizes of the output of an equivalent DML_SLICE1_OPERATOR_DESC, OutputGradientTensor those of its input); Members: InputWindowOffsets, InputWindowSizes, InputWindowStrides (see DML_SLICE1_OPERATOR_DESC: 1 <= OutputSizes[i] <= MaxCopiedElements[i])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-gradient-sizes-00738ca7bc',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['gradient-sizes'],
        'provenance': {
            'name': 'slice_grad-invalid-gradient-sizes',
            'spec_item': 'rules/gradient-sizes',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Description (InputGradientTensor has the sizes of the output of an equivalent DML_SLICE1_OPERATOR_DESC, OutputGradientTensor those of its input); Members: InputWindowOffsets, InputWindowSizes, InputWindowStrides (see DML_SLICE1_OPERATOR_DESC: 1 <= OutputSizes[i] <= MaxCopiedElements[i])',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_window_in_bounds(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Members: InputWindowOffsets, InputWindowSizes (see DML_SLICE1_OPERATOR_DESC: the window inside its input, here OutputGradientTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-window-in-bounds-fcd9db8c43',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 2],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['window-in-bounds'],
        'provenance': {
            'name': 'slice_grad-invalid-window-in-bounds',
            'spec_item': 'rules/window-in-bounds',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Members: InputWindowOffsets, InputWindowSizes (see DML_SLICE1_OPERATOR_DESC: the window inside its input, here OutputGradientTensor)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_invalid_strides_not_zero(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Members: InputWindowStrides (this operator requires non-zero strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-invalid-strides-not-zero-7b790a156f',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 0],
        },
        'expect': 'invalid',
        'violates': ['strides-not-zero'],
        'provenance': {
            'name': 'slice_grad-invalid-strides-not-zero',
            'spec_item': 'rules/strides-not-zero',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Members: InputWindowStrides (this operator requires non-zero strides)',
            'generator': 'invalid',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_1_inputgradienttensor_float64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_1-inputgradienttensor-float64-a88943a03a',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_1-inputgradienttensor-float64',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_1_inputgradienttensor_uint64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_1-inputgradienttensor-uint64-8b62986b18',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_1-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_1_inputgradienttensor_int64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_1-inputgradienttensor-int64-e23e485748',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_1-inputgradienttensor-int64',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_1_outputgradienttensor_float64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_1-outputgradienttensor-float64-a88943a03a',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_1-outputgradienttensor-float64',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_1_outputgradienttensor_uint64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_1-outputgradienttensor-uint64-8b62986b18',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_1-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_1_outputgradienttensor_int64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_1-outputgradienttensor-int64-e23e485748',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_1-outputgradienttensor-int64',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_float64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_0-inputgradienttensor-float64-c25114070c',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_0-inputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_0-inputgradienttensor-uint64-a76cd6e3a8',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_0-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_0-inputgradienttensor-int64-299c50f1e1',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_0-inputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_float64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_0-outputgradienttensor-float64-c25114070c',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_0-outputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_0-outputgradienttensor-uint64-a76cd6e3a8',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_0-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-unsupported-3_0-outputgradienttensor-int64-299c50f1e1',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'InputWindowOffsets': [0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 3, 3],
            'InputWindowStrides': [1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice_grad-unsupported-3_0-outputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-slice-grad',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-dimensions-4_1-9-37633d3cb6',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'DimensionCount': 9,
            'InputWindowOffsets': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 1, 1, 1, 1, 1, 1, 1],
            'InputWindowStrides': [1, 1, 1, 1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'slice_grad-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-dimensions-3_1-9-0ff1130158',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'DimensionCount': 9,
            'InputWindowOffsets': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 1, 1, 1, 1, 1, 1, 1],
            'InputWindowStrides': [1, 1, 1, 1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'slice_grad-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-dimensions-3_0-3-1967e37456',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 3,
            'InputWindowOffsets': [0, 0, 0],
            'InputWindowSizes': [1, 1, 1],
            'InputWindowStrides': [1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'slice_grad-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_3_0(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice_grad-dimensions-3_0-6-ee9f850116',
        'operator': 'DML_SLICE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 6,
            'InputWindowOffsets': [0, 0, 0, 0, 0, 0],
            'InputWindowSizes': [1, 1, 1, 1, 1, 1],
            'InputWindowStrides': [1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'slice_grad-dimensions-3_0-6',
            'spec_item': 'tensor_support/3_0/dimensions/6',
            'cite': 'ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputgradienttensor_float64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'FLOAT64'})


def test_property_4_1_inputgradienttensor_float32(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'FLOAT32'})


def test_property_4_1_inputgradienttensor_float16(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'FLOAT16'})


def test_property_4_1_inputgradienttensor_int64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'INT64'})


def test_property_4_1_inputgradienttensor_int32(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'INT32'})


def test_property_4_1_inputgradienttensor_int16(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'INT16'})


def test_property_4_1_inputgradienttensor_int8(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'INT8'})


def test_property_4_1_inputgradienttensor_uint64(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'UINT64'})


def test_property_4_1_inputgradienttensor_uint32(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'UINT32'})


def test_property_4_1_inputgradienttensor_uint16(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'UINT16'})


def test_property_4_1_inputgradienttensor_uint8(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputGradientTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='4_1', pins={'InputGradientTensor': 'UINT8'})


def test_property_3_1_inputgradienttensor_float32(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputGradientTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_1', pins={'InputGradientTensor': 'FLOAT32'})


def test_property_3_1_inputgradienttensor_float16(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputGradientTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_1', pins={'InputGradientTensor': 'FLOAT16'})


def test_property_3_1_inputgradienttensor_int32(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputGradientTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_1', pins={'InputGradientTensor': 'INT32'})


def test_property_3_1_inputgradienttensor_int16(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputGradientTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_1', pins={'InputGradientTensor': 'INT16'})


def test_property_3_1_inputgradienttensor_int8(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputGradientTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_1', pins={'InputGradientTensor': 'INT8'})


def test_property_3_1_inputgradienttensor_uint32(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputGradientTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_1', pins={'InputGradientTensor': 'UINT32'})


def test_property_3_1_inputgradienttensor_uint16(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputGradientTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_1', pins={'InputGradientTensor': 'UINT16'})


def test_property_3_1_inputgradienttensor_uint8(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputGradientTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_1', pins={'InputGradientTensor': 'UINT8'})


def test_property_3_0_inputgradienttensor_float32(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'FLOAT32'})


def test_property_3_0_inputgradienttensor_float16(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'FLOAT16'})


def test_property_3_0_inputgradienttensor_int32(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'INT32'})


def test_property_3_0_inputgradienttensor_int16(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'INT16'})


def test_property_3_0_inputgradienttensor_int8(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'INT8'})


def test_property_3_0_inputgradienttensor_uint32(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'UINT32'})


def test_property_3_0_inputgradienttensor_uint16(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'UINT16'})


def test_property_3_0_inputgradienttensor_uint8(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'UINT8'})


def test_equivalence_adjoint_of_slice1(dml):
    """ns-directml-dml_slice_grad_operator_desc.md: Description (computes backpropagation gradients for Slice: the gradient of DML_SLICE1_OPERATOR_DESC with the same InputWindowOffsets, Sizes and Strides, which is linear in its input: its Jacobian is itself): <OutputGradientTensor, v> equals <InputGradientTensor, J v> for a drawn direction v (SLICE1's InputTensor), J v = SLICE1(v).OutputTensor (the adjoint identity)"""
    dml.check_equivalence('DML_SLICE_GRAD_OPERATOR_DESC', 'adjoint-of-slice1')
