# Emitted by `python -m generators` from spec/operators/slice.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_SLICE_OPERATOR_DESC (ns-directml-dml_slice_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_contiguous_slice(dml):
    """ns-directml-dml_slice_operator_desc.md: Examples: Example 1. Contiguous slice"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-example-1-contiguous-slice-432761b8f6',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
        'expected': {'OutputTensor': [7, 8, 11, 12, 15, 16]},
        'provenance': {
            'name': 'slice-example-1-contiguous-slice',
            'spec_item': 'examples/example-1-contiguous-slice',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Examples: Example 1. Contiguous slice',
            'generator': 'examples',
        },
    })


def test_example_2_strided_slice(dml):
    """ns-directml-dml_slice_operator_desc.md: Examples: Example 2. Strided slice"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-example-2-strided-slice-0b3f734ca8',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 0],
            'Sizes': [1, 1, 2, 2],
            'Strides': [1, 1, 2, 3],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
        'expected': {'OutputTensor': [5, 8, 13, 16]},
        'provenance': {
            'name': 'slice-example-2-strided-slice',
            'spec_item': 'examples/example-2-strided-slice',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Examples: Example 2. Strided slice',
            'generator': 'examples',
        },
    })


def test_last_element_read(dml):
    """ns-directml-dml_slice_operator_desc.md: Description (OutputTensor[c] = InputTensor[Offsets + Strides * c]; reads inside the input) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-last-element-read-3a1192311e',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [7]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'DimensionCount': 1,
            'Offsets': [0],
            'Sizes': [3],
            'Strides': [3],
        },
        'inputs': {'InputTensor': [10, -11, 12, -13, 14, -15, 16]},
        'expected': {'OutputTensor': [10, -13, 16]},
        'provenance': {
            'name': 'slice-last-element-read',
            'spec_item': 'examples/last-element-read',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Description (OutputTensor[c] = InputTensor[Offsets + Strides * c]; reads inside the input) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_stride_past_the_input(dml):
    """ns-directml-dml_slice_operator_desc.md: Members: Strides (a stride larger than 1 skips elements); Description (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-stride-past-the-input-6f17594e7d',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1]},
            'DimensionCount': 2,
            'Offsets': [1, 2],
            'Sizes': [1, 1],
            'Strides': [9, 100],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6]},
        'expected': {'OutputTensor': [6]},
        'provenance': {
            'name': 'slice-stride-past-the-input',
            'spec_item': 'examples/stride-past-the-input',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Members: Strides (a stride larger than 1 skips elements); Description (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_eight_dimensions(dml):
    """ns-directml-dml_slice_operator_desc.md: Members: DimensionCount (1 to 8 from DML_FEATURE_LEVEL_3_0); Description (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-eight-dimensions-2cf4ef903b',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 1, 1, 1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 2]},
            'DimensionCount': 8,
            'Offsets': [1, 0, 0, 0, 0, 0, 0, 0],
            'Sizes': [1, 1, 1, 1, 1, 1, 2, 2],
            'Strides': [1, 1, 1, 1, 1, 1, 1, 1],
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, -9007199254740993, 9223372036854775807, -9223372036854775808, 0],
        },
        'expected': {'OutputTensor': [-9007199254740993, 9223372036854775807, -9223372036854775808, 0]},
        'provenance': {
            'name': 'slice-eight-dimensions',
            'spec_item': 'examples/eight-dimensions',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Members: DimensionCount (1 to 8 from DML_FEATURE_LEVEL_3_0); Description (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_slice_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-known-fields-ea78984fcd',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'slice-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-tensor-support-data-type-8e7478402a',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-known-data-type-c20eaca719',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'slice-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-dimension-count-range-12e465c7cf',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'slice-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-sizes-nonzero-168615ebf5',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'slice-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-strides-count-b7bbdb6be8',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 16, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'slice-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-output-strides-no-overlap-a192c2efcf',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2], 'Strides': [6, 6, 0, 1]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'slice-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-total-size-minimum-7de6f19272',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'TotalTensorSizeInBytes': 63},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'slice-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-element-count-max-7376256424',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [268435456, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'slice-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-base-offset-alignment-b445b0b3ed',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'slice-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-same-rank-0869b4de0f',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2, 1]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'slice-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-same-data-type-51ec387c08',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'slice-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_slice_operator_desc.md: Members: DimensionCount (must match the DimensionCount of the input and output tensors; 1 to 8 from DML_FEATURE_LEVEL_3_0, 4 or 5 before: the tables' dimension counts)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-dimension-count-8a06d29f95',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 5,
            'Offsets': [0, 0, 1, 2, 2],
            'Sizes': [1, 1, 3, 2, 2],
            'Strides': [1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'slice-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': "ns-directml-dml_slice_operator_desc.md: Members: DimensionCount (must match the DimensionCount of the input and output tensors; 1 to 8 from DML_FEATURE_LEVEL_3_0, 4 or 5 before: the tables' dimension counts)",
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_slice_operator_desc.md: Members: DimensionCount (determines the size of the Offsets, Sizes, and Strides arrays)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-array-lengths-186a957c01',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'slice-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Members: DimensionCount (determines the size of the Offsets, Sizes, and Strides arrays)',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_slice_operator_desc.md: Description (the Sizes of the slice must exactly match the output tensor sizes); Members: Sizes"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-output-sizes-b338714cce',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'slice-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Description (the Sizes of the slice must exactly match the output tensor sizes); Members: Sizes',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_invalid_reads_in_bounds(dml):
    """ns-directml-dml_slice_operator_desc.md: Description (Offsets, Sizes, and Strides must only copy elements within the bounds of the input tensor: out-of-bounds reads are not permitted)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-invalid-reads-in-bounds-cb702ca58b',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 3],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['reads-in-bounds'],
        'provenance': {
            'name': 'slice-invalid-reads-in-bounds',
            'spec_item': 'rules/reads-in-bounds',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Description (Offsets, Sizes, and Strides must only copy elements within the bounds of the input tensor: out-of-bounds reads are not permitted)',
            'generator': 'invalid',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-3_0-inputtensor-float64-700ad2a1be',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-3_0-inputtensor-uint64-b2305a98e5',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-3_0-inputtensor-int64-71fc5cfed7',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-3_0-outputtensor-float64-700ad2a1be',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-3_0-outputtensor-uint64-b2305a98e5',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-3_0-outputtensor-int64-71fc5cfed7',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-1_0-inputtensor-uint8-8e7478402a',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-1_0-inputtensor-int8-98111cf4b8',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-1_0-outputtensor-uint8-8e7478402a',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-unsupported-1_0-outputtensor-int8-98111cf4b8',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 4,
            'Offsets': [0, 0, 1, 2],
            'Sizes': [1, 1, 3, 2],
            'Strides': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'slice-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-contiguous-slice',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-dimensions-4_1-9-e9a91732fa',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'DimensionCount': 9,
            'Offsets': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1],
            'Strides': [1, 1, 1, 1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'slice-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-dimensions-3_0-9-9db2f64d9e',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'DimensionCount': 9,
            'Offsets': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1],
            'Strides': [1, 1, 1, 1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'slice-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-dimensions-2_1-3-439317288e',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 3,
            'Offsets': [0, 0, 0],
            'Sizes': [1, 1, 1],
            'Strides': [1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'slice-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_1(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-dimensions-2_1-6-26dff2e084',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 6,
            'Offsets': [0, 0, 0, 0, 0, 0],
            'Sizes': [1, 1, 1, 1, 1, 1],
            'Strides': [1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'slice-dimensions-2_1-6',
            'spec_item': 'tensor_support/2_1/dimensions/6',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-dimensions-1_0-3-33914d662f',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 3,
            'Offsets': [0, 0, 0],
            'Sizes': [1, 1, 1],
            'Strides': [1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'slice-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_1_0(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'slice-dimensions-1_0-6-43e46c73c9',
        'operator': 'DML_SLICE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 6,
            'Offsets': [0, 0, 0, 0, 0, 0],
            'Sizes': [1, 1, 1, 1, 1, 1],
            'Strides': [1, 1, 1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'slice-dimensions-1_0-6',
            'spec_item': 'tensor_support/1_0/dimensions/6',
            'cite': 'ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_int32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'INT32'})


def test_property_1_0_inputtensor_int16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'INT16'})


def test_property_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'UINT32'})


def test_property_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SLICE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'UINT16'})


def test_equivalence_whole_input_is_identity(dml):
    """ns-directml-dml_slice_operator_desc.md: Description (by definition: Offsets 0, Strides 1 and Sizes the input's copy every element to its own coordinates): equals DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC when Offsets 0, Strides 1"""
    dml.check_equivalence('DML_SLICE_OPERATOR_DESC', 'whole-input-is-identity')


def test_large_axis_past_2_31_int8_int8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_SLICE_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'OutputTensor': 'INT8'})


def test_large_offset_past_2_31_int8_int8(dml):
    """ns-directml-dml_slice_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (a flat offset past 2^31 (row times row length, onnxruntime#28107) computed in 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_SLICE_OPERATOR_DESC', 'offset-past-2-31', {'InputTensor': 'INT8', 'OutputTensor': 'INT8'})
