# Emitted by `python -m generators` from spec/operators/gather_nd1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_GATHER_ND1_OPERATOR_DESC (ns-directml-dml_gather_nd1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_1d_remapping(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Examples: Example 1. 1D remapping"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-example-1-1d-remapping-e9bd9d1aec',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'inputs': {'InputTensor': [0, 1, 2, 3], 'IndicesTensor': [1, 0]},
        'expected': {'OutputTensor': [2, 3, 0, 1]},
        'provenance': {
            'name': 'gather_nd1-example-1-1d-remapping',
            'spec_item': 'examples/example-1-1d-remapping',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Examples: Example 1. 1D remapping',
            'generator': 'examples',
        },
    })


def test_example_2_2d_remapping_with_batch_count(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Examples: Example 2. 2D remapping with batch count"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-example-2-2d-remapping-with-batch-count-307d90ea3b',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 3,
            'BatchDimensionCount': 1,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
            'IndicesTensor': [0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 0],
        },
        'expected': {'OutputTensor': [0, 3, 7, 4, 9, 10]},
        'provenance': {
            'name': 'gather_nd1-example-2-2d-remapping-with-batch-count',
            'spec_item': 'examples/example-2-2d-remapping-with-batch-count',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Examples: Example 2. 2D remapping with batch count',
            'generator': 'examples',
        },
    })


def test_negative_indices_count_from_the_end(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of its dimension) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-negative-indices-count-from-the-end-16c9ea47d0',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [3, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, 4, 5], 'IndicesTensor': [-1, -1, -2, 0, 1, -3]},
        'expected': {'OutputTensor': [5, 0, 3]},
        'provenance': {
            'name': 'gather_nd1-negative-indices-count-from-the-end',
            'spec_item': 'examples/negative-indices-count-from-the-end',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of its dimension) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_indices_and_values_at_the_ends(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices); Members: InputDimensionCount (the leading 1 ignored) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-int64-indices-and-values-at-the-ends-de8092b1aa',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 3]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [4, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'inputs': {
            'InputTensor': [-9223372036854775808, 9007199254740993, 9223372036854775807],
            'IndicesTensor': [2, -3, 1, -1],
        },
        'expected': {
            'OutputTensor': [9223372036854775807, -9223372036854775808, 9007199254740993, 9223372036854775807],
        },
        'provenance': {
            'name': 'gather_nd1-int64-indices-and-values-at-the-ends',
            'spec_item': 'examples/int64-indices-and-values-at-the-ends',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices); Members: InputDimensionCount (the leading 1 ignored) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint64_indices_last_row(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Description (a tuple shorter than the input: a whole row) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-uint64-indices-last-row-e40178f122',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 3]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'inputs': {'InputTensor': [0, 1, 255, 7, 8, 9], 'IndicesTensor': [1, 1]},
        'expected': {'OutputTensor': [7, 8, 9, 7, 8, 9]},
        'provenance': {
            'name': 'gather_nd1-uint64-indices-last-row',
            'spec_item': 'examples/uint64-indices-last-row',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Description (a tuple shorter than the input: a whole row) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_batch_negative_index_per_batch(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Members: BatchDimensionCount; IndicesTensor (negative indices) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-batch-negative-index-per-batch-529d21096f',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 1,
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, 4, 5], 'IndicesTensor': [-1, 0]},
        'expected': {'OutputTensor': [2, 3]},
        'provenance': {
            'name': 'gather_nd1-batch-negative-index-per-batch',
            'spec_item': 'examples/batch-negative-index-per-batch',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Members: BatchDimensionCount; IndicesTensor (negative indices) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_two_batches_whole_slices(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Members: BatchDimensionCount (two batch dimensions); OutputTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-two-batches-whole-slices-506768b3a1',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 2]},
            'InputDimensionCount': 4,
            'IndicesDimensionCount': 4,
            'BatchDimensionCount': 2,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25, 30, 31, 32, 33, 34, 35],
            'IndicesTensor': [2, 0, 1, 2],
        },
        'expected': {'OutputTensor': [4, 5, 10, 11, 22, 23, 34, 35]},
        'provenance': {
            'name': 'gather_nd1-two-batches-whole-slices',
            'spec_item': 'examples/two-batches-whole-slices',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Members: BatchDimensionCount (two batch dimensions); OutputTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-known-fields-369991e895',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'gather_nd1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-introduced-in-493764fabe',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'gather_nd1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-tensor-support-data-type-f87fcfbcea',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-known-data-type-4991d8fd14',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'gather_nd1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-dimension-count-range-9d3d58d5ab',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather_nd1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-sizes-nonzero-7df2417ad6',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'gather_nd1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-strides-count-185a026f8f',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2], 'Strides': [4, 2, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'gather_nd1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-output-strides-no-overlap-ae42ba8f1a',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2], 'Strides': [0, 1]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'gather_nd1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-total-size-minimum-7dc48295f8',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2], 'TotalTensorSizeInBytes': 15},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'gather_nd1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-element-count-max-ad7aacdb89',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2147483648, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'gather_nd1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-base-offset-alignment-8cf07f9573',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'gather_nd1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor constraints; Members: IndicesTensor, OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-same-rank-b982821083',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'gather_nd1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor constraints; Members: IndicesTensor, OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-same-data-type-249a9d1180',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'gather_nd1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_input_dimension_count_in_range(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Members: InputDimensionCount (ranging [1, InputTensor.DimensionCount])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-input-dimension-count-in-range-064eecd956',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['input-dimension-count-in-range'],
        'provenance': {
            'name': 'gather_nd1-invalid-input-dimension-count-in-range',
            'spec_item': 'rules/input-dimension-count-in-range',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Members: InputDimensionCount (ranging [1, InputTensor.DimensionCount])',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_indices_dimension_count_in_range(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Members: IndicesDimensionCount (ranging [1, IndicesTensor.DimensionCount])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-indices-dimension-count-in-range-9e7ba3d689',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 3,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['indices-dimension-count-in-range'],
        'provenance': {
            'name': 'gather_nd1-invalid-indices-dimension-count-in-range',
            'spec_item': 'rules/indices-dimension-count-in-range',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Members: IndicesDimensionCount (ranging [1, IndicesTensor.DimensionCount])',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_batch_dimension_count_in_range(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Members: BatchDimensionCount (ranging within [0, InputTensor.DimensionCount) and [0, IndicesTensor.DimensionCount): one bound, the DimensionCounts being equal by rule same-rank)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-batch-dimension-count-in-range-d8b7fbb985',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['batch-dimension-count-in-range'],
        'provenance': {
            'name': 'gather_nd1-invalid-batch-dimension-count-in-range',
            'spec_item': 'rules/batch-dimension-count-in-range',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Members: BatchDimensionCount (ranging within [0, InputTensor.DimensionCount) and [0, IndicesTensor.DimensionCount): one bound, the DimensionCounts being equal by rule same-rank)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Members: IndicesTensor (the last size is the tuple size, at most the input's dimensions); OutputTensor (the concatenation, right-aligned; the trailing segment as the page's example has it: erratum trailing-segment)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-invalid-output-sizes-3144bfdd27',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'gather_nd1-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': "ns-directml-dml_gather_nd1_operator_desc.md: Members: IndicesTensor (the last size is the tuple size, at most the input's dimensions); OutputTensor (the concatenation, right-aligned; the trailing segment as the page's example has it: erratum trailing-segment)",
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_float32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-4_1-indicestensor-float32-c6f638ff2f',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-4_1-indicestensor-float32',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_float16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-4_1-indicestensor-float16-cc2263d7c1',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-4_1-indicestensor-float16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_uint16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-4_1-indicestensor-uint16-3feff9c186',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-4_1-indicestensor-uint16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_uint8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-4_1-indicestensor-uint8-e04f4731e5',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-4_1-indicestensor-uint8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_int16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-4_1-indicestensor-int16-e16f5a375c',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-4_1-indicestensor-int16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_int8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-4_1-indicestensor-int8-a941567c7e',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-4_1-indicestensor-int8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_float64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-4_1-indicestensor-float64-c5fc08e8ae',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-4_1-indicestensor-float64',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-inputtensor-float64-f87fcfbcea',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-inputtensor-uint64-451c6113c6',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-inputtensor-int64-b3efcc9dc9',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_float32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-indicestensor-float32-2dac6c8e38',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-indicestensor-float32',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_float16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-indicestensor-float16-9dd30f4d83',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-indicestensor-float16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_uint16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-indicestensor-uint16-928b3132a1',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-indicestensor-uint16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_uint8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-indicestensor-uint8-bdbf82b4dc',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-indicestensor-uint8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_int16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-indicestensor-int16-07602bb12c',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-indicestensor-int16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_int8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-indicestensor-int8-99e001be1b',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-indicestensor-int8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_float64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-indicestensor-float64-3ec982914c',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-indicestensor-float64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-outputtensor-float64-f87fcfbcea',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-outputtensor-uint64-451c6113c6',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-unsupported-3_0-outputtensor-int64-b3efcc9dc9',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd1-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-dimensions-4_1-9-7fc1a9f33a',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 1,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather_nd1-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd1-dimensions-3_0-9-6756c60a9b',
        'operator': 'DML_GATHER_ND1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 1,
            'BatchDimensionCount': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather_nd1-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_4_1_indicestensor_int64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT64'})


def test_property_4_1_indicestensor_int32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT32'})


def test_property_4_1_indicestensor_uint64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT64'})


def test_property_4_1_indicestensor_uint32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_indicestensor_int64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT64'})


def test_property_3_0_indicestensor_int32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT32'})


def test_property_3_0_indicestensor_uint64(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT64'})


def test_property_3_0_indicestensor_uint32(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND1_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT32'})


def test_equivalence_batch_zero_is_gather_nd(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Remarks (equivalent to DML_GATHER_ND_OPERATOR_DESC when BatchDimensionCount = 0): equals DML_GATHER_ND_OPERATOR_DESC when BatchDimensionCount 0"""
    dml.check_equivalence('DML_GATHER_ND1_OPERATOR_DESC', 'batch-zero-is-gather-nd')


def test_equivalence_one_coordinate_per_batch_is_gather_elements(dml):
    """Description (output[batch, ...] = input[batch, indices[batch, ...], ...]); Members: IndicesTensor (the last dimension is the number of coordinates per tuple), OutputTensor; ns-directml-dml_gather_elements_operator_desc.md: Description (output[i, j] = input[i, index[i, j]] along Axis 1 of two dimensions), Members: IndicesTensor (Sizes match InputTensor's but along Axis), OutputTensor (IndicesTensor's Sizes): equals DML_GATHER_ELEMENTS_OPERATOR_DESC with Axis = InputTensor.DimensionCount - 1 reading IndicesTensor with its dimension -1 (of size 1) moved to 0 when BatchDimensionCount 1, InputDimensionCount 2, IndicesDimensionCount 3, IndicesTensor.Sizes[-1] 1"""
    dml.check_equivalence('DML_GATHER_ND1_OPERATOR_DESC', 'one-coordinate-per-batch-is-gather-elements')


def test_large_axis_past_2_31_int8_int64_int8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND1_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT64', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_int32_int8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND1_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT32', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_uint64_int8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND1_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'UINT64', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_uint32_int8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND1_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'UINT32', 'OutputTensor': 'INT8'})


def test_large_offset_past_2_31_int8_int32_int8(dml):
    """ns-directml-dml_gather_nd1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (a flat offset past 2^31 (row times row length, onnxruntime#28107) computed in 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND1_OPERATOR_DESC', 'offset-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT32', 'OutputTensor': 'INT8'})
