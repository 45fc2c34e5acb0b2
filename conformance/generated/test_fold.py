# Emitted by `python -m generators` from spec/operators/fold.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_FOLD_OPERATOR_DESC (ns-directml-dml_fold_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1(dml):
    """ns-directml-dml_fold_operator_desc.md: Examples: Example 1"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-example-1-5c03e0b83c',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35],
        },
        'expected': {'OutputTensor': [0, 5, 13, 9, 14, 38, 54, 32, 38, 86, 102, 56, 26, 57, 65, 35]},
        'provenance': {
            'name': 'fold-example-1',
            'spec_item': 'examples/example-1',
            'cite': 'ns-directml-dml_fold_operator_desc.md: Examples: Example 1',
            'generator': 'examples',
        },
    })


def test_example_2(dml):
    """ns-directml-dml_fold_operator_desc.md: Examples: Example 2"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-example-2-ba2db59b0c',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 8]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [1, 0],
            'EndPadding': [1, 0],
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71],
        },
        'expected': {
            'OutputTensor': [26, 70, 102, 60, 78, 183, 231, 129, 84, 195, 243, 135, 82, 182, 214, 116],
        },
        'provenance': {
            'name': 'fold-example-2',
            'spec_item': 'examples/example-2',
            'cite': 'ns-directml-dml_fold_operator_desc.md: Examples: Example 2',
            'generator': 'examples',
        },
    })


def test_example_3(dml):
    """ns-directml-dml_fold_operator_desc.md: Examples: Example 3"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-example-3-39c821ffcf',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 18, 8]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 4, 4]},
            'DimensionCount': 2,
            'WindowSizes': [3, 3],
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [1, 0],
            'EndPadding': [1, 0],
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143],
        },
        'expected': {
            'OutputTensor': [26, 70, 102, 60, 78, 183, 231, 129, 84, 195, 243, 135, 82, 182, 214, 116, 170, 358, 390, 204, 294, 615, 663, 345, 300, 627, 675, 351, 226, 470, 502, 260],
        },
        'provenance': {
            'name': 'fold-example-3',
            'spec_item': 'examples/example-3',
            'cite': 'ns-directml-dml_fold_operator_desc.md: Examples: Example 3',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_fold_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-invalid-known-fields-8e1165debb',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4]},
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
            'name': 'fold-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_fold_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_fold_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-invalid-introduced-in-851e6b6aa2',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_fold_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-invalid-known-data-type-cbabab4844',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-known-data-type',
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
        'id': 'fold-invalid-dimension-count-range-580700a49c',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-dimension-count-range',
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
        'id': 'fold-invalid-sizes-nonzero-cf9b7c634b',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-sizes-nonzero',
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
        'id': 'fold-invalid-strides-count-d94c4cfc0c',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4], 'Strides': [36, 36, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-strides-count',
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
        'id': 'fold-invalid-output-strides-no-overlap-04879729ff',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 0, 1]},
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
            'name': 'fold-invalid-output-strides-no-overlap',
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
        'id': 'fold-invalid-total-size-minimum-0b1dd9646b',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4], 'TotalTensorSizeInBytes': 143},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-total-size-minimum',
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
        'id': 'fold-invalid-element-count-max-e62dcb561f',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [119304648, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-element-count-max',
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
        'id': 'fold-invalid-base-offset-alignment-af1eacf40b',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_fold_operator_desc.md: Examples (every example's tensors share a type; unspecified data-types: the page names none)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-invalid-same-data-type-ae072b87ac',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': "ns-directml-dml_fold_operator_desc.md: Examples (every example's tensors share a type; unspecified data-types: the page names none)",
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_fold_operator_desc.md: Members: DimensionCount (the spatial dimensions; must be <= 6, the tables' 3 to 8 dimensions less two, so no rule of its own: OutputTensor is {N, C, *spatial}); Description"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-invalid-dimension-count-916dd2e5c5',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': "ns-directml-dml_fold_operator_desc.md: Members: DimensionCount (the spatial dimensions; must be <= 6, the tables' 3 to 8 dimensions less two, so no rule of its own: OutputTensor is {N, C, *spatial}); Description",
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_fold_operator_desc.md: Members: WindowSizes, Strides, Dilations, StartPadding, EndPadding (_Field_size_(DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-invalid-array-lengths-0b8c749e5b',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_fold_operator_desc.md: Members: WindowSizes, Strides, Dilations, StartPadding, EndPadding (_Field_size_(DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_block_sizes(dml):
    """ns-directml-dml_fold_operator_desc.md: Description (BlocksPerDimension[d] = ((SpatialSize[d] + StartPadding[d] + EndPadding[d] - Dilations[d] * (WindowSizes[d] - 1) - 1) / stride[d]) + 1; BlockCount = prod BlocksPerDimension[d]; the block tensor (N, C x prod(WindowSizes), BlockCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-invalid-block-sizes-6edb520998',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 9, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
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
            'name': 'fold-invalid-block-sizes',
            'spec_item': 'rules/block-sizes',
            'cite': 'ns-directml-dml_fold_operator_desc.md: Description (BlocksPerDimension[d] = ((SpatialSize[d] + StartPadding[d] + EndPadding[d] - Dilations[d] * (WindowSizes[d] - 1) - 1) / stride[d]) + 1; BlockCount = prod BlocksPerDimension[d]; the block tensor (N, C x prod(WindowSizes), BlockCount))',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_dimension_count_2_6_4(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-dimensions-6_4-2-800fd904a9',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1]},
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
            'name': 'fold-dimensions-6_4-2',
            'spec_item': 'tensor_support/6_4/dimensions/2',
            'cite': "ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_6_4(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'fold-dimensions-6_4-9-a22a74a1ae',
        'operator': 'DML_FOLD_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
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
            'name': 'fold-dimensions-6_4-9',
            'spec_item': 'tensor_support/6_4/dimensions/9',
            'cite': "ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_6_4_inputtensor_float64(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT64'})


def test_property_6_4_inputtensor_float32(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT32'})


def test_property_6_4_inputtensor_float16(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT16'})


def test_property_6_4_inputtensor_int64(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'INT64'})


def test_property_6_4_inputtensor_int32(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'INT32'})


def test_property_6_4_inputtensor_int16(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'INT16'})


def test_property_6_4_inputtensor_int8(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'INT8'})


def test_property_6_4_inputtensor_uint64(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'UINT64'})


def test_property_6_4_inputtensor_uint32(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'UINT32'})


def test_property_6_4_inputtensor_uint16(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'UINT16'})


def test_property_6_4_inputtensor_uint8(dml):
    """ns-directml-dml_fold_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_4; its data-type column is empty: erratum data-types-column-empty) (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_FOLD_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'UINT8'})


def test_equivalence_unfold_undoes_non_overlapping_windows(dml):
    """ns-directml-dml_fold_operator_desc.md: Description (UNFOLD extracts the blocks FOLD combines: by definition, with windows of 2 at strides of 2 no two windows share an element, so UNFOLD reads each block element back from where FOLD put it): equals itself with InputTensor = UNFOLD(InputTensor = FOLD(this side's inputs)) when WindowSizes 2, Strides 2, Dilations 1"""
    dml.check_equivalence('DML_FOLD_OPERATOR_DESC', 'unfold-undoes-non-overlapping-windows')
