# Emitted by `python -m generators` from spec/operators/unfold.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_UNFOLD_OPERATOR_DESC (ns-directml-dml_unfold_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1(dml):
    """ns-directml-dml_unfold_operator_desc.md: Examples: Example 1."""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-example-1-69c94c592e',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
        },
        'expected': {
            'OutputTensor': [0, 1, 2, 5, 6, 7, 10, 11, 12, 1, 2, 3, 6, 7, 8, 11, 12, 13, 2, 3, 4, 7, 8, 9, 12, 13, 14, 5, 6, 7, 10, 11, 12, 15, 16, 17, 6, 7, 8, 11, 12, 13, 16, 17, 18, 7, 8, 9, 12, 13, 14, 17, 18, 19, 10, 11, 12, 15, 16, 17, 20, 21, 22, 11, 12, 13, 16, 17, 18, 21, 22, 23, 12, 13, 14, 17, 18, 19, 22, 23, 24],
        },
        'provenance': {
            'name': 'unfold-example-1',
            'spec_item': 'examples/example-1',
            'cite': 'ns-directml-dml_unfold_operator_desc.md: Examples: Example 1.',
            'generator': 'examples',
        },
    })


def test_example_2(dml):
    """ns-directml-dml_unfold_operator_desc.md: Examples: Example 2."""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-example-2-36ae01ff0e',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 15]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [1, 0],
            'EndPadding': [1, 0],
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
        },
        'expected': {
            'OutputTensor': [0, 0, 0, 0, 1, 2, 5, 6, 7, 10, 11, 12, 15, 16, 17, 0, 0, 0, 1, 2, 3, 6, 7, 8, 11, 12, 13, 16, 17, 18, 0, 0, 0, 2, 3, 4, 7, 8, 9, 12, 13, 14, 17, 18, 19, 0, 1, 2, 5, 6, 7, 10, 11, 12, 15, 16, 17, 20, 21, 22, 1, 2, 3, 6, 7, 8, 11, 12, 13, 16, 17, 18, 21, 22, 23, 2, 3, 4, 7, 8, 9, 12, 13, 14, 17, 18, 19, 22, 23, 24, 5, 6, 7, 10, 11, 12, 15, 16, 17, 20, 21, 22, 0, 0, 0, 6, 7, 8, 11, 12, 13, 16, 17, 18, 21, 22, 23, 0, 0, 0, 7, 8, 9, 12, 13, 14, 17, 18, 19, 22, 23, 24, 0, 0, 0],
        },
        'provenance': {
            'name': 'unfold-example-2',
            'spec_item': 'examples/example-2',
            'cite': 'ns-directml-dml_unfold_operator_desc.md: Examples: Example 2.',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_unfold_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-invalid-known-fields-39c14c28a1',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'unfold-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_unfold_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_unfold_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-invalid-introduced-in-71386fb833',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'unfold-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_unfold_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-invalid-known-data-type-d17d16fdfc',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'unfold-invalid-known-data-type',
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
        'id': 'unfold-invalid-dimension-count-range-c1999abc59',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'unfold-invalid-dimension-count-range',
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
        'id': 'unfold-invalid-sizes-nonzero-05417292a5',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'unfold-invalid-sizes-nonzero',
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
        'id': 'unfold-invalid-strides-count-8bcfcd072d',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5], 'Strides': [25, 25, 25, 5, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'unfold-invalid-strides-count',
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
        'id': 'unfold-invalid-output-strides-no-overlap-136388ee0e',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9], 'Strides': [81, 0, 1]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'unfold-invalid-output-strides-no-overlap',
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
        'id': 'unfold-invalid-total-size-minimum-06a0c02c50',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5], 'TotalTensorSizeInBytes': 99},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'unfold-invalid-total-size-minimum',
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
        'id': 'unfold-invalid-element-count-max-d0723d64b3',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [171798692, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'unfold-invalid-element-count-max',
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
        'id': 'unfold-invalid-base-offset-alignment-f5f9f2943f',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'unfold-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_unfold_operator_desc.md: Examples (every example's tensors share a type; unspecified data-types: the page names none)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-invalid-same-data-type-52d0958a94',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'unfold-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': "ns-directml-dml_unfold_operator_desc.md: Examples (every example's tensors share a type; unspecified data-types: the page names none)",
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_unfold_operator_desc.md: Members: DimensionCount (the spatial dimensions; must be in the range [1, 6], the tables' 3 to 8 dimensions less two, so no rule of its own: InputTensor is {N, C, *spatial}); Description"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-invalid-dimension-count-e2a224e8af',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 3,
            'WindowSizes': [3, 3, 3],
            'Strides': [1, 1, 1],
            'Dilations': [1, 1, 1],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'unfold-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': "ns-directml-dml_unfold_operator_desc.md: Members: DimensionCount (the spatial dimensions; must be in the range [1, 6], the tables' 3 to 8 dimensions less two, so no rule of its own: InputTensor is {N, C, *spatial}); Description",
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_unfold_operator_desc.md: Members: WindowSizes, Strides, Dilations, StartPadding, EndPadding (_Field_size_(DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-invalid-array-lengths-47f02adc91',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'unfold-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_unfold_operator_desc.md: Members: WindowSizes, Strides, Dilations, StartPadding, EndPadding (_Field_size_(DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_block_sizes(dml):
    """ns-directml-dml_unfold_operator_desc.md: Description (BlocksPerDimension[d] = ((SpatialSize[d] + StartPadding[d] + EndPadding[d] - Dilations[d] * (WindowSizes[d] - 1) - 1) / stride[d]) + 1; BlockCount = prod BlocksPerDimension[d]; the block tensor (N, C x prod(WindowSizes), BlockCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-invalid-block-sizes-e2b5f05b86',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 5, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 9, 9]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'expect': 'invalid',
        'violates': ['block-sizes'],
        'provenance': {
            'name': 'unfold-invalid-block-sizes',
            'spec_item': 'rules/block-sizes',
            'cite': 'ns-directml-dml_unfold_operator_desc.md: Description (BlocksPerDimension[d] = ((SpatialSize[d] + StartPadding[d] + EndPadding[d] - Dilations[d] * (WindowSizes[d] - 1) - 1) / stride[d]) + 1; BlockCount = prod BlocksPerDimension[d]; the block tensor (N, C x prod(WindowSizes), BlockCount))',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_dimension_count_2_6_4(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-dimensions-6_4-2-39c44e3b6b',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'DimensionCount': 0,
            'WindowSizes': [],
            'Strides': [],
            'Dilations': [],
            'StartPadding': [],
            'EndPadding': [],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'unfold-dimensions-6_4-2',
            'spec_item': 'tensor_support/6_4/dimensions/2',
            'cite': "ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_6_4(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'unfold-dimensions-6_4-9-6964baa5d1',
        'operator': 'DML_UNFOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'DimensionCount': 7,
            'WindowSizes': [1, 1, 1, 1, 1, 1, 1],
            'Strides': [1, 1, 1, 1, 1, 1, 1],
            'Dilations': [2, 2, 2, 2, 2, 2, 2],
            'StartPadding': [0, 0, 0, 0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'unfold-dimensions-6_4-9',
            'spec_item': 'tensor_support/6_4/dimensions/9',
            'cite': "ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_6_4_inputtensor_float64(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT64'})


def test_property_6_4_inputtensor_float32(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT32'})


def test_property_6_4_inputtensor_float16(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT16'})


def test_property_6_4_inputtensor_int64(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'INT64'})


def test_property_6_4_inputtensor_int32(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'INT32'})


def test_property_6_4_inputtensor_int16(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'INT16'})


def test_property_6_4_inputtensor_int8(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'INT8'})


def test_property_6_4_inputtensor_uint64(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'UINT64'})


def test_property_6_4_inputtensor_uint32(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'UINT32'})


def test_property_6_4_inputtensor_uint16(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'UINT16'})


def test_property_6_4_inputtensor_uint8(dml):
    """ns-directml-dml_unfold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_UNFOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'UINT8'})


def test_equivalence_fold_undoes_non_overlapping_windows(dml):
    """ns-directml-dml_unfold_operator_desc.md: Description (FOLD combines the blocks UNFOLD extracts, summing where they overlap: by definition, with windows of 2 at strides of 2 no two windows share an element, so FOLD puts each block element back where UNFOLD read it): equals itself with InputTensor = FOLD(InputTensor = UNFOLD(this side's inputs)) when WindowSizes 2, Strides 2, Dilations 1"""
    dml.check_equivalence('DML_UNFOLD_OPERATOR_DESC', 'fold-undoes-non-overlapping-windows')


def test_equivalence_fold_is_the_adjoint(dml):
    """ns-directml-dml_unfold_operator_desc.md: Description (FOLD combines the sliding blocks UNFOLD extracts, summing the overlapping values: by definition UNFOLD's adjoint, <UNFOLD(x), y> = <x, FOLD(y)>): <OutputTensor, y> equals <InputTensor, FOLD(y).OutputTensor> for y = InputTensor = UNFOLD(this side's inputs) (adjoint)"""
    dml.check_equivalence('DML_UNFOLD_OPERATOR_DESC', 'fold-is-the-adjoint')
