# Emitted by `python -m generators` from spec/operators/gather_nd.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_GATHER_ND_OPERATOR_DESC (ns-directml-dml_gather_nd_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_1d_remapping(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Examples: Example 1. 1D remapping"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-example-1-1d-remapping-5643f9ed53',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'inputs': {'InputTensor': [0, 1, 2, 3], 'IndicesTensor': [1, 0]},
        'expected': {'OutputTensor': [2, 3, 0, 1]},
        'provenance': {
            'name': 'gather_nd-example-1-1d-remapping',
            'spec_item': 'examples/example-1-1d-remapping',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Examples: Example 1. 1D remapping',
            'generator': 'examples',
        },
    })


def test_example_2_2d_remapping(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Examples: Example 2. 2D remapping"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-example-2-2d-remapping-04c1b98afd',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7], 'IndicesTensor': [0, 1, 1, 0]},
        'expected': {'OutputTensor': [2, 3, 4, 5]},
        'provenance': {
            'name': 'gather_nd-example-2-2d-remapping',
            'spec_item': 'examples/example-2-2d-remapping',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Examples: Example 2. 2D remapping',
            'generator': 'examples',
        },
    })


def test_negative_indices_count_from_the_end(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of its dimension) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-negative-indices-count-from-the-end-8875ee3e51',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [3, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, 4, 5], 'IndicesTensor': [-1, -1, -2, 0, 1, -3]},
        'expected': {'OutputTensor': [5, 0, 3]},
        'provenance': {
            'name': 'gather_nd-negative-indices-count-from-the-end',
            'spec_item': 'examples/negative-indices-count-from-the-end',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of its dimension) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_indices_and_values_at_the_ends(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices); Members: InputDimensionCount (the leading 1 ignored) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-int64-indices-and-values-at-the-ends-03ae06c0f7',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 3]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [4, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'inputs': {
            'InputTensor': [-9223372036854775808, 9007199254740993, 9223372036854775807],
            'IndicesTensor': [2, -3, 1, -1],
        },
        'expected': {
            'OutputTensor': [9223372036854775807, -9223372036854775808, 9007199254740993, 9223372036854775807],
        },
        'provenance': {
            'name': 'gather_nd-int64-indices-and-values-at-the-ends',
            'spec_item': 'examples/int64-indices-and-values-at-the-ends',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices); Members: InputDimensionCount (the leading 1 ignored) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint64_indices_last_row(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Description (a tuple shorter than the input: a whole row) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-uint64-indices-last-row-87a2b44308',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 3]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'inputs': {'InputTensor': [0, 1, 255, 7, 8, 9], 'IndicesTensor': [1, 1]},
        'expected': {'OutputTensor': [7, 8, 9, 7, 8, 9]},
        'provenance': {
            'name': 'gather_nd-uint64-indices-last-row',
            'spec_item': 'examples/uint64-indices-last-row',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Description (a tuple shorter than the input: a whole row) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-known-fields-d3b203385e',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'gather_nd-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-introduced-in-a67e83e4d7',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'gather_nd-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-tensor-support-data-type-2dc38d86c4',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-tensor-support-dimension-count-c1e2866487',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gather_nd-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-2-2d-remapping',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-known-data-type-7d6fb1ef29',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'gather_nd-invalid-known-data-type',
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
        'id': 'gather_nd-invalid-dimension-count-range-b6279d9ef8',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather_nd-invalid-dimension-count-range',
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
        'id': 'gather_nd-invalid-sizes-nonzero-a200e79c75',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'gather_nd-invalid-sizes-nonzero',
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
        'id': 'gather_nd-invalid-strides-count-5f0b8de348',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2], 'Strides': [4, 2, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'gather_nd-invalid-strides-count',
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
        'id': 'gather_nd-invalid-output-strides-no-overlap-f42c587879',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2], 'Strides': [0, 1]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'gather_nd-invalid-output-strides-no-overlap',
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
        'id': 'gather_nd-invalid-total-size-minimum-25b21a92c8',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2], 'TotalTensorSizeInBytes': 15},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'gather_nd-invalid-total-size-minimum',
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
        'id': 'gather_nd-invalid-element-count-max-d6f2730a2a',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2147483648, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'gather_nd-invalid-element-count-max',
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
        'id': 'gather_nd-invalid-base-offset-alignment-529751cf53',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'gather_nd-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor constraints; Members: IndicesTensor, OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-same-rank-6a00bc96d2',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'gather_nd-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor constraints; Members: IndicesTensor, OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-same-data-type-a848933f0e',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'gather_nd-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_input_dimension_count_in_range(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Members: InputDimensionCount (ranging [1, InputTensor.DimensionCount])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-input-dimension-count-in-range-5cc4a08663',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['input-dimension-count-in-range'],
        'provenance': {
            'name': 'gather_nd-invalid-input-dimension-count-in-range',
            'spec_item': 'rules/input-dimension-count-in-range',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Members: InputDimensionCount (ranging [1, InputTensor.DimensionCount])',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_indices_dimension_count_in_range(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Members: IndicesDimensionCount (ranging [1, IndicesTensor.DimensionCount])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-indices-dimension-count-in-range-a0e248bd55',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 3,
        },
        'expect': 'invalid',
        'violates': ['indices-dimension-count-in-range'],
        'provenance': {
            'name': 'gather_nd-invalid-indices-dimension-count-in-range',
            'spec_item': 'rules/indices-dimension-count-in-range',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Members: IndicesDimensionCount (ranging [1, IndicesTensor.DimensionCount])',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Members: IndicesTensor (the last size is the tuple size, at most the input's dimensions); OutputTensor (the concatenation, right-aligned; the trailing segment as the page's example has it: erratum trailing-segment)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-invalid-output-sizes-77e2d439ec',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'gather_nd-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': "ns-directml-dml_gather_nd_operator_desc.md: Members: IndicesTensor (the last size is the tuple size, at most the input's dimensions); OutputTensor (the concatenation, right-aligned; the trailing segment as the page's example has it: erratum trailing-segment)",
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_float32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-4_1-indicestensor-float32-c746f40d35',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-4_1-indicestensor-float32',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_float16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-4_1-indicestensor-float16-c8bf8e1be8',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-4_1-indicestensor-float16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_uint16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-4_1-indicestensor-uint16-3838dfff38',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-4_1-indicestensor-uint16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_uint8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-4_1-indicestensor-uint8-45af1e73b2',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-4_1-indicestensor-uint8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_int16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-4_1-indicestensor-int16-b0c6491c45',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-4_1-indicestensor-int16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-4_1-indicestensor-int8-2b2e9ffc06',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-4_1-indicestensor-int8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_float64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-4_1-indicestensor-float64-3fe9079af2',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-4_1-indicestensor-float64',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-inputtensor-float64-2dc38d86c4',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-inputtensor-uint64-057241876b',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-inputtensor-int64-6e03223df2',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_float32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-indicestensor-float32-b47cd6e44d',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-indicestensor-float32',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_float16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-indicestensor-float16-6383d29882',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-indicestensor-float16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_uint16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-indicestensor-uint16-a12af463a8',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-indicestensor-uint16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_uint8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-indicestensor-uint8-c26776c914',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-indicestensor-uint8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_int16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-indicestensor-int16-6843e77635',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-indicestensor-int16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-indicestensor-int8-3fcc83e462',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-indicestensor-int8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_float64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-indicestensor-float64-3403f9e4df',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-indicestensor-float64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-outputtensor-float64-2dc38d86c4',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-outputtensor-uint64-057241876b',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-3_0-outputtensor-int64-6e03223df2',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_2_1_indicestensor_float32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-2_1-indicestensor-float32-7b811fc515',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-2_1-indicestensor-float32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-2-2d-remapping',
        },
    })


def test_unsupported_2_1_indicestensor_float16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-2_1-indicestensor-float16-6265113c1f',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-2_1-indicestensor-float16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-2-2d-remapping',
        },
    })


def test_unsupported_2_1_indicestensor_uint16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-2_1-indicestensor-uint16-ff50fd134c',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-2_1-indicestensor-uint16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-2-2d-remapping',
        },
    })


def test_unsupported_2_1_indicestensor_uint8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-2_1-indicestensor-uint8-3fc18c116c',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-2_1-indicestensor-uint8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-2-2d-remapping',
        },
    })


def test_unsupported_2_1_indicestensor_int32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-2_1-indicestensor-int32-f46b90935c',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-2_1-indicestensor-int32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-2-2d-remapping',
        },
    })


def test_unsupported_2_1_indicestensor_int16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-2_1-indicestensor-int16-0759f8ac63',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-2_1-indicestensor-int16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-2-2d-remapping',
        },
    })


def test_unsupported_2_1_indicestensor_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-unsupported-2_1-indicestensor-int8-4f2c64c115',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_nd-unsupported-2_1-indicestensor-int8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-2-2d-remapping',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-dimensions-4_1-9-42821ec7a6',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather_nd-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-dimensions-3_0-9-88083338f2',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather_nd-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-dimensions-2_1-3-9983d73274',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gather_nd-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_nd-dimensions-2_1-5-1dbe177df8',
        'operator': 'DML_GATHER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gather_nd-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_4_1_indicestensor_int64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT64'})


def test_property_4_1_indicestensor_int32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT32'})


def test_property_4_1_indicestensor_uint64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT64'})


def test_property_4_1_indicestensor_uint32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_indicestensor_int64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT64'})


def test_property_3_0_indicestensor_int32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT32'})


def test_property_3_0_indicestensor_uint64(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT64'})


def test_property_3_0_indicestensor_uint32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT32'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_indicestensor_uint32(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ND_OPERATOR_DESC', row='2_1', pins={'IndicesTensor': 'UINT32'})


def test_equivalence_one_coordinate_is_gather(dml):
    """Description (output[...] = input[indices[...]]); Members: IndicesTensor (the last dimension is the number of coordinates per tuple), OutputTensor (the index array's sizes, then the input's after the tuple's coordinates); ns-directml-dml_gather_operator_desc.md: Description (output[...] = input[..., indices[...], ...]), Members: Axis, IndexDimensions, OutputTensor (the input's sizes before Axis, the indices' last IndexDimensions, the input's after Axis, right-aligned): equals DML_GATHER_OPERATOR_DESC with Axis = InputTensor.DimensionCount - InputDimensionCount, IndexDimensions = IndicesDimensionCount - 1 reading IndicesTensor with its dimension -1 (of size 1) moved to 0 when IndicesTensor.Sizes[-1] 1"""
    dml.check_equivalence('DML_GATHER_ND_OPERATOR_DESC', 'one-coordinate-is-gather')


def test_large_axis_past_2_31_int8_int64_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT64', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_int32_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT32', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_uint64_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'UINT64', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_uint32_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'UINT32', 'OutputTensor': 'INT8'})


def test_large_offset_past_2_31_int8_int32_int8(dml):
    """ns-directml-dml_gather_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (a flat offset past 2^31 (row times row length, onnxruntime#28107) computed in 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ND_OPERATOR_DESC', 'offset-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT32', 'OutputTensor': 'INT8'})
