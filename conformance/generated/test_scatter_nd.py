# Emitted by `python -m generators` from spec/operators/scatter_nd.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_SCATTER_ND_OPERATOR_DESC (ns-directml-dml_scatter_nd_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_scatter_four_elements(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Examples (IndicesTensor UINT32, not the page's FLOAT32, and the tensors in two dimensions: errata example-index-data-type, example-dimension-counts)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-example-scatter-four-elements-ad76082d1c',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8],
            'IndicesTensor': [4, 3, 1, 7],
            'UpdatesTensor': [9, 10, 11, 12],
        },
        'expected': {'OutputTensor': [1, 11, 3, 10, 9, 6, 7, 12]},
        'provenance': {
            'name': 'scatter_nd-example-scatter-four-elements',
            'spec_item': 'examples/example-scatter-four-elements',
            'cite': "ns-directml-dml_scatter_nd_operator_desc.md: Examples (IndicesTensor UINT32, not the page's FLOAT32, and the tensors in two dimensions: errata example-index-data-type, example-dimension-counts)",
            'generator': 'examples',
        },
    })


def test_negative_indices_count_from_the_end(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of its dimension) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-negative-indices-count-from-the-end-8285737988',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 3]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [2, 2]},
            'UpdatesTensor': {'DataType': 'INT16', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5],
            'IndicesTensor': [-1, -1, 0, -3],
            'UpdatesTensor': [-32768, 32767],
        },
        'expected': {'OutputTensor': [32767, 1, 2, 3, 4, -32768]},
        'provenance': {
            'name': 'scatter_nd-negative-indices-count-from-the-end',
            'spec_item': 'examples/negative-indices-count-from-the-end',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of its dimension) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint64_indices_whole_rows(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Members: UpdatesTensor (a tuple shorter than the input: whole rows) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-uint64-indices-whole-rows-c7449dbd42',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [3, 2]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [2, 1]},
            'UpdatesTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [3, 2]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6],
            'IndicesTensor': [2, 0],
            'UpdatesTensor': [255, 254, 9, 8],
        },
        'expected': {'OutputTensor': [9, 8, 3, 4, 255, 254]},
        'provenance': {
            'name': 'scatter_nd-uint64-indices-whole-rows',
            'spec_item': 'examples/uint64-indices-whole-rows',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Members: UpdatesTensor (a tuple shorter than the input: whole rows) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_indices_and_values_at_the_ends(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-int64-indices-and-values-at-the-ends-b285f22f1a',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [2, 1]},
            'UpdatesTensor': {'DataType': 'INT64', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4],
            'IndicesTensor': [3, -4],
            'UpdatesTensor': [9223372036854775807, -9223372036854775808],
        },
        'expected': {'OutputTensor': [-9223372036854775808, 2, 3, 9223372036854775807]},
        'provenance': {
            'name': 'scatter_nd-int64-indices-and-values-at-the-ends',
            'spec_item': 'examples/int64-indices-and-values-at-the-ends',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_four_dimensions_at_2_1(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (4-D FLOAT32, UINT32 indices); Members: UpdatesTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-four-dimensions-at-2-1-2376d36d25',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6],
            'IndicesTensor': [1, 0],
            'UpdatesTensor': [7, 8, 9, 10, 11, 12],
        },
        'expected': {'OutputTensor': [10, 11, 12, 7, 8, 9]},
        'provenance': {
            'name': 'scatter_nd-four-dimensions-at-2-1',
            'spec_item': 'examples/four-dimensions-at-2-1',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (4-D FLOAT32, UINT32 indices); Members: UpdatesTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-known-fields-b6cd27896d',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'scatter_nd-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-introduced-in-d181890726',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'scatter_nd-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-tensor-support-data-type-c63d16f392',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-tensor-support-dimension-count-6e45ba50cd',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'scatter_nd-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-known-data-type-78d1504608',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'scatter_nd-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-dimension-count-range-ecce84f620',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'scatter_nd-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-sizes-nonzero-7305df9b55',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'scatter_nd-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-strides-count-eb6b507626',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8], 'Strides': [8, 8, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'scatter_nd-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-output-strides-no-overlap-c68452f751',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8], 'Strides': [8, 0]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'scatter_nd-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-total-size-minimum-7027958366',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8], 'TotalTensorSizeInBytes': 31},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'scatter_nd-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-element-count-max-5bd3c3bc30',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [536870912, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'scatter_nd-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-base-offset-alignment-4e68a163d3',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8], 'GuaranteedBaseOffsetAlignment': 3},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'scatter_nd-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor constraints; Members: IndicesTensor, UpdatesTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-same-rank-d25b7bdac6',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8, 1]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'scatter_nd-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor constraints; Members: IndicesTensor, UpdatesTensor',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-same-data-type-f47f771a35',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'scatter_nd-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Members: OutputTensor (Sizes match InputTensor.Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-output-sizes-67b24364e1',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 9]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'scatter_nd-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Members: OutputTensor (Sizes match InputTensor.Sizes)',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_input_dimension_count_in_range(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Members: InputDimensionCount (ranging [1, InputTensor.DimensionCount], the upper bound included: erratum dimension-count-upper-bounds)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-input-dimension-count-in-range-24bc23ab9d',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 3,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['input-dimension-count-in-range'],
        'provenance': {
            'name': 'scatter_nd-invalid-input-dimension-count-in-range',
            'spec_item': 'rules/input-dimension-count-in-range',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Members: InputDimensionCount (ranging [1, InputTensor.DimensionCount], the upper bound included: erratum dimension-count-upper-bounds)',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_indices_dimension_count_in_range(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Members: IndicesDimensionCount (ranging [1, IndicesTensor.DimensionCount], the upper bound included: erratum dimension-count-upper-bounds)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-indices-dimension-count-in-range-654db8729b',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 3,
        },
        'expect': 'invalid',
        'violates': ['indices-dimension-count-in-range'],
        'provenance': {
            'name': 'scatter_nd-invalid-indices-dimension-count-in-range',
            'spec_item': 'rules/indices-dimension-count-in-range',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Members: IndicesDimensionCount (ranging [1, IndicesTensor.DimensionCount], the upper bound included: erratum dimension-count-upper-bounds)',
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_invalid_updates_sizes(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Members: IndicesTensor (the last size is the tuple size, at most the input's dimensions); UpdatesTensor (the concatenation, right-aligned; the trailing segment as the page's example has it: erratum trailing-segment)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-invalid-updates-sizes-394c59da03',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['updates-sizes'],
        'provenance': {
            'name': 'scatter_nd-invalid-updates-sizes',
            'spec_item': 'rules/updates-sizes',
            'cite': "ns-directml-dml_scatter_nd_operator_desc.md: Members: IndicesTensor (the last size is the tuple size, at most the input's dimensions); UpdatesTensor (the concatenation, right-aligned; the trailing segment as the page's example has it: erratum trailing-segment)",
            'generator': 'invalid',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_4_1_indicestensor_float32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-4_1-indicestensor-float32-74dcce85eb',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-4_1-indicestensor-float32',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_4_1_indicestensor_float16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-4_1-indicestensor-float16-51c6611d40',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-4_1-indicestensor-float16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_4_1_indicestensor_uint16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-4_1-indicestensor-uint16-a8ad048466',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-4_1-indicestensor-uint16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_4_1_indicestensor_uint8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-4_1-indicestensor-uint8-1629e19447',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-4_1-indicestensor-uint8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_4_1_indicestensor_int16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-4_1-indicestensor-int16-a94ee57695',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-4_1-indicestensor-int16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_4_1_indicestensor_int8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-4_1-indicestensor-int8-6cc2ee2dc5',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-4_1-indicestensor-int8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_4_1_indicestensor_float64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-4_1-indicestensor-float64-d9e61e7723',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-4_1-indicestensor-float64',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-inputtensor-float64-c63d16f392',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-inputtensor-uint64-7e4a6724c2',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-inputtensor-int64-3b6b7a55c1',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_indicestensor_float32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-indicestensor-float32-9d76edacb7',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-indicestensor-float32',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_indicestensor_float16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-indicestensor-float16-a68526d332',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-indicestensor-float16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_indicestensor_uint16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-indicestensor-uint16-ddef7b3f23',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-indicestensor-uint16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_indicestensor_uint8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-indicestensor-uint8-48b7e48cad',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-indicestensor-uint8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_indicestensor_int16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-indicestensor-int16-fc22967eea',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-indicestensor-int16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_indicestensor_int8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-indicestensor-int8-5149248989',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-indicestensor-int8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_indicestensor_float64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-indicestensor-float64-22d3ed8195',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-indicestensor-float64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_updatestensor_float64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-updatestensor-float64-c63d16f392',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-updatestensor-float64',
            'spec_item': 'tensor_support/3_0/UpdatesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_updatestensor_uint64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-updatestensor-uint64-7e4a6724c2',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-updatestensor-uint64',
            'spec_item': 'tensor_support/3_0/UpdatesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_updatestensor_int64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-updatestensor-int64-3b6b7a55c1',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-updatestensor-int64',
            'spec_item': 'tensor_support/3_0/UpdatesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-outputtensor-float64-c63d16f392',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-outputtensor-uint64-7e4a6724c2',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-3_0-outputtensor-int64-3b6b7a55c1',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 8]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4, 1]},
            'UpdatesTensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 8]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-scatter-four-elements',
        },
    })


def test_unsupported_2_1_indicestensor_float32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-2_1-indicestensor-float32-f1f030ec42',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-2_1-indicestensor-float32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_float16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-2_1-indicestensor-float16-3b1b5c6994',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-2_1-indicestensor-float16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_uint16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-2_1-indicestensor-uint16-42fc9037d9',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-2_1-indicestensor-uint16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_uint8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-2_1-indicestensor-uint8-5083f361d3',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-2_1-indicestensor-uint8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_int32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-2_1-indicestensor-int32-bc82cc7044',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-2_1-indicestensor-int32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_int16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-2_1-indicestensor-int16-d76232ee81',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-2_1-indicestensor-int16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_int8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-unsupported-2_1-indicestensor-int8-a989d81e86',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'InputDimensionCount': 2,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter_nd-unsupported-2_1-indicestensor-int8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-dimensions-4_1-9-21ee389b68',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'scatter_nd-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-dimensions-3_0-9-0a9ee5d366',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'scatter_nd-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-dimensions-2_1-3-84ea1a7341',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'scatter_nd-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter_nd-dimensions-2_1-5-79bbbb2c87',
        'operator': 'DML_SCATTER_ND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'InputDimensionCount': 1,
            'IndicesDimensionCount': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'scatter_nd-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_4_1_indicestensor_int64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT64'})


def test_property_4_1_indicestensor_int32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT32'})


def test_property_4_1_indicestensor_uint64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT64'})


def test_property_4_1_indicestensor_uint32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_indicestensor_int64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT64'})


def test_property_3_0_indicestensor_int32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT32'})


def test_property_3_0_indicestensor_uint64(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT64'})


def test_property_3_0_indicestensor_uint32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT32'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_indicestensor_uint32(dml):
    """ns-directml-dml_scatter_nd_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_ND_OPERATOR_DESC', row='2_1', pins={'IndicesTensor': 'UINT32'})


def test_equivalence_gather_nd_reads_the_updates_back(dml):
    """Description (output = input; output[indices[...]] = updates[...]; two indices naming one element are invalid, which write wins not guaranteed); ns-directml-dml_gather_nd_operator_desc.md: Description (output[...] = input[indices[...]]): GATHER_ND(InputTensor = SCATTER_ND(this side's inputs), OutputTensor = UpdatesTensor).OutputTensor gives back UpdatesTensor, except where duplicate-indices is reached"""
    dml.check_equivalence('DML_SCATTER_ND_OPERATOR_DESC', 'gather-nd-reads-the-updates-back')
