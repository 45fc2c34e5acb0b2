# Emitted by `python -m generators` from spec/operators/scatter.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_SCATTER_OPERATOR_DESC (ns-directml-dml_scatter_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_1d_scatter(dml):
    """ns-directml-dml_scatter_operator_desc.md: Examples: Example 1. 1D scatter"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-example-1-1d-scatter-d73ce7c293',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4],
            'IndicesTensor': [3, 1, 3, 0],
            'UpdatesTensor': [5, 6, 7, 8],
        },
        'expected': {'OutputTensor': [8, 6, 2, 7, 4]},
        'provenance': {
            'name': 'scatter-example-1-1d-scatter',
            'spec_item': 'examples/example-1-1d-scatter',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Examples: Example 1. 1D scatter',
            'generator': 'examples',
        },
    })


def test_example_2_2d_scatter(dml):
    """ns-directml-dml_scatter_operator_desc.md: Examples: Example 2. 2D scatter (InputTensor Sizes {3, 3}, not the page's {2, 3}: erratum example-2-input-sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-example-2-2d-scatter-3af8541a7f',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'Axis': 0,
        },
        'inputs': {
            'InputTensor': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'IndicesTensor': [1, 0, 2, 0, 2, 1],
            'UpdatesTensor': [10, 11, 12, 20, 21, 22],
        },
        'expected': {'OutputTensor': [20, 11, 0, 10, 0, 22, 0, 21, 12]},
        'provenance': {
            'name': 'scatter-example-2-2d-scatter',
            'spec_item': 'examples/example-2-2d-scatter',
            'cite': "ns-directml-dml_scatter_operator_desc.md: Examples: Example 2. 2D scatter (InputTensor Sizes {3, 3}, not the page's {2, 3}: erratum example-2-input-sizes)",
            'generator': 'examples',
        },
    })


def test_negative_indices_count_from_the_end(dml):
    """ns-directml-dml_scatter_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of the axis) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-negative-indices-count-from-the-end-badd3fb612',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 4]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [2, 2]},
            'UpdatesTensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 4]},
            'Axis': 1,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7],
            'IndicesTensor': [-1, -4, 2, -3],
            'UpdatesTensor': [-128, 127, -1, 100],
        },
        'expected': {'OutputTensor': [127, 1, 2, -128, 4, 100, -1, 7]},
        'provenance': {
            'name': 'scatter-negative-indices-count-from-the-end',
            'spec_item': 'examples/negative-indices-count-from-the-end',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of the axis) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_indices_and_values_at_the_ends(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-int64-indices-and-values-at-the-ends-16f926ca12',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [2]},
            'UpdatesTensor': {'DataType': 'INT64', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'Axis': 0,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4],
            'IndicesTensor': [3, -4],
            'UpdatesTensor': [9223372036854775807, -9223372036854775808],
        },
        'expected': {'OutputTensor': [-9223372036854775808, 2, 3, 9223372036854775807]},
        'provenance': {
            'name': 'scatter-int64-indices-and-values-at-the-ends',
            'spec_item': 'examples/int64-indices-and-values-at-the-ends',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint64_indices_last_element(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-uint64-indices-last-element-42aa91c946',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [3, 2]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [1, 2]},
            'UpdatesTensor': {'DataType': 'UINT16', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [3, 2]},
            'Axis': 0,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6],
            'IndicesTensor': [2, 0],
            'UpdatesTensor': [65535, 7],
        },
        'expected': {'OutputTensor': [1, 7, 3, 4, 65535, 6]},
        'provenance': {
            'name': 'scatter-uint64-indices-last-element',
            'spec_item': 'examples/uint64-indices-last-element',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_four_dimensions_at_2_0(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (4-D FLOAT16, UINT32 indices; from DML_FEATURE_LEVEL_2_0: erratum availability-level); Description (axis == 3) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-four-dimensions-at-2-0-4139ab3fa6',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6],
            'IndicesTensor': [2, 0, 1, 2],
            'UpdatesTensor': [10, 11, 12, 13],
        },
        'expected': {'OutputTensor': [11, 2, 10, 4, 12, 13]},
        'provenance': {
            'name': 'scatter-four-dimensions-at-2-0',
            'spec_item': 'examples/four-dimensions-at-2-0',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (4-D FLOAT16, UINT32 indices; from DML_FEATURE_LEVEL_2_0: erratum availability-level); Description (axis == 3) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_scatter_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-known-fields-211040dc11',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'scatter-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_scatter_operator_desc.md: Availability (DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-introduced-in-f2247afc78',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'scatter-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Availability (DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-tensor-support-data-type-6be6f4850e',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-known-data-type-f1579c6127',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'scatter-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-dimension-count-range-633a6ecb18',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'scatter-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-sizes-nonzero-0559599170',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'scatter-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-strides-count-35cc9b5f64',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5], 'Strides': [5, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'scatter-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-output-strides-no-overlap-187c93d67e',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5], 'Strides': [0]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'scatter-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-total-size-minimum-28b463062d',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5], 'TotalTensorSizeInBytes': 19},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'scatter-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-element-count-max-5812aba2a3',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'scatter-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-2-2d-scatter',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-base-offset-alignment-43e790a36c',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5], 'GuaranteedBaseOffsetAlignment': 3},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'scatter-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-same-rank-34e3a49f65',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'scatter-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor constraints; Members: UpdatesTensor, OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-same-data-type-b9deddc68e',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'scatter-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor constraints; Members: UpdatesTensor, OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_scatter_operator_desc.md: Members: OutputTensor (Sizes match InputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-output-sizes-ac7c268653',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [6]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'scatter-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Members: OutputTensor (Sizes match InputTensor)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_scatter_operator_desc.md: Members: Axis (ranging [0, OutputTensor.DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-axis-in-range-354ce41242',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 1,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'scatter-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Members: Axis (ranging [0, OutputTensor.DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_invalid_updates_sizes(dml):
    """ns-directml-dml_scatter_operator_desc.md: Members: IndicesTensor (Sizes match InputTensor.Sizes for every dimension except Axis); UpdatesTensor (Sizes match IndicesTensor.Sizes); Description (two indices naming one output element are invalid: so IndicesTensor.Sizes[Axis] is at most InputTensor.Sizes[Axis], as more must name one twice; DirectML 1.15.4 under Wine refuses such a desc at CreateOperator, E_INVALIDARG: this rule's invalid-desc test)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-invalid-updates-sizes-74527520ef',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['updates-sizes'],
        'provenance': {
            'name': 'scatter-invalid-updates-sizes',
            'spec_item': 'rules/updates-sizes',
            'cite': "ns-directml-dml_scatter_operator_desc.md: Members: IndicesTensor (Sizes match InputTensor.Sizes for every dimension except Axis); UpdatesTensor (Sizes match IndicesTensor.Sizes); Description (two indices naming one output element are invalid: so IndicesTensor.Sizes[Axis] is at most InputTensor.Sizes[Axis], as more must name one twice; DirectML 1.15.4 under Wine refuses such a desc at CreateOperator, E_INVALIDARG: this rule's invalid-desc test)",
            'generator': 'invalid',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_4_1_indicestensor_float32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-4_1-indicestensor-float32-2945e06fb4',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-4_1-indicestensor-float32',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_4_1_indicestensor_float16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-4_1-indicestensor-float16-349f5eac44',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-4_1-indicestensor-float16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_4_1_indicestensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-4_1-indicestensor-uint16-14d3dcaeed',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-4_1-indicestensor-uint16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_4_1_indicestensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-4_1-indicestensor-uint8-31cf175628',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-4_1-indicestensor-uint8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_4_1_indicestensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-4_1-indicestensor-int16-cf8afea2d8',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-4_1-indicestensor-int16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_4_1_indicestensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-4_1-indicestensor-int8-85943b5358',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-4_1-indicestensor-int8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_4_1_indicestensor_float64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-4_1-indicestensor-float64-ecba5671c0',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-4_1-indicestensor-float64',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-inputtensor-float64-6be6f4850e',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-inputtensor-uint64-40a72c89a3',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-inputtensor-int64-d9d378cbb5',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_indicestensor_float32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-indicestensor-float32-eaa2420855',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-indicestensor-float32',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_indicestensor_float16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-indicestensor-float16-24a6656048',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-indicestensor-float16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_indicestensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-indicestensor-uint16-fe6391a731',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-indicestensor-uint16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_indicestensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-indicestensor-uint8-4cc4ced6b1',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-indicestensor-uint8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_indicestensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-indicestensor-int16-33f8a8479a',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-indicestensor-int16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_indicestensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-indicestensor-int8-f72e760153',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-indicestensor-int8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_indicestensor_float64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-indicestensor-float64-d0ebe29152',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-indicestensor-float64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_updatestensor_float64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-updatestensor-float64-6be6f4850e',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-updatestensor-float64',
            'spec_item': 'tensor_support/3_0/UpdatesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_updatestensor_uint64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-updatestensor-uint64-40a72c89a3',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-updatestensor-uint64',
            'spec_item': 'tensor_support/3_0/UpdatesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_updatestensor_int64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-updatestensor-int64-d9d378cbb5',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-updatestensor-int64',
            'spec_item': 'tensor_support/3_0/UpdatesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-outputtensor-float64-6be6f4850e',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-outputtensor-uint64-40a72c89a3',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-3_0-outputtensor-int64-d9d378cbb5',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [5]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'UpdatesTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [5]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-scatter',
        },
    })


def test_unsupported_2_1_indicestensor_float32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_1-indicestensor-float32-46c657b788',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_1-indicestensor-float32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_1_indicestensor_float16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_1-indicestensor-float16-693cdd8474',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_1-indicestensor-float16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_1_indicestensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_1-indicestensor-uint16-e00056865b',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_1-indicestensor-uint16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_1_indicestensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_1-indicestensor-uint8-db642d3f4a',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_1-indicestensor-uint8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_1_indicestensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_1-indicestensor-int32-bb10cc6bce',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_1-indicestensor-int32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_1_indicestensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_1-indicestensor-int16-a5b8bfd9f6',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_1-indicestensor-int16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_1_indicestensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_1-indicestensor-int8-d9736416e3',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_1-indicestensor-int8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_inputtensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-inputtensor-uint32-b7f297ecfb',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-inputtensor-uint32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_inputtensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-inputtensor-uint16-b1f45c9152',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-inputtensor-uint16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_inputtensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-inputtensor-uint8-67b9d2b3cb',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-inputtensor-uint8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_inputtensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-inputtensor-int32-2012a6a8b8',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-inputtensor-int32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_inputtensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-inputtensor-int16-2d5c8bfd1b',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-inputtensor-int16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_inputtensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-inputtensor-int8-eca5072725',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-inputtensor-int8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_indicestensor_float32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-indicestensor-float32-c1dfa6766a',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-indicestensor-float32',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_indicestensor_float16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-indicestensor-float16-0f8fa9a322',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-indicestensor-float16',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_indicestensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-indicestensor-uint16-9691ecb97d',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-indicestensor-uint16',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_indicestensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-indicestensor-uint8-d021b921ee',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-indicestensor-uint8',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_indicestensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-indicestensor-int32-b9edce1cd0',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-indicestensor-int32',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_indicestensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-indicestensor-int16-cd94638ed8',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-indicestensor-int16',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_indicestensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-indicestensor-int8-c6b78c7bbb',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-indicestensor-int8',
            'spec_item': 'tensor_support/2_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_updatestensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-updatestensor-uint32-b7f297ecfb',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-updatestensor-uint32',
            'spec_item': 'tensor_support/2_0/UpdatesTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_updatestensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-updatestensor-uint16-b1f45c9152',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-updatestensor-uint16',
            'spec_item': 'tensor_support/2_0/UpdatesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_updatestensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-updatestensor-uint8-67b9d2b3cb',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-updatestensor-uint8',
            'spec_item': 'tensor_support/2_0/UpdatesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_updatestensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-updatestensor-int32-2012a6a8b8',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-updatestensor-int32',
            'spec_item': 'tensor_support/2_0/UpdatesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_updatestensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-updatestensor-int16-2d5c8bfd1b',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-updatestensor-int16',
            'spec_item': 'tensor_support/2_0/UpdatesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_updatestensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-updatestensor-int8-eca5072725',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-updatestensor-int8',
            'spec_item': 'tensor_support/2_0/UpdatesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-outputtensor-uint32-b7f297ecfb',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-outputtensor-uint16-b1f45c9152',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-outputtensor-uint8-67b9d2b3cb',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-outputtensor-int32-2012a6a8b8',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-outputtensor-int16-2d5c8bfd1b',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-unsupported-2_0-outputtensor-int8-eca5072725',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'UpdatesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'scatter-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-0',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-dimensions-4_1-9-b8d8e61b26',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'scatter-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-dimensions-3_0-9-9a8b72a7de',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'scatter-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-dimensions-2_1-3-ccf57d6664',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'scatter-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-dimensions-2_1-5-b5b1929de3',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1, 1, 1, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'scatter-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-dimensions-2_0-3-32bd8f0e2a',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'scatter-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_0(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'scatter-dimensions-2_0-5-0b757cf70c',
        'operator': 'DML_SCATTER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1, 1, 1, 1]},
            'UpdatesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'scatter-dimensions-2_0-5',
            'spec_item': 'tensor_support/2_0/dimensions/5',
            'cite': 'ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level)',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_4_1_indicestensor_int64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT64'})


def test_property_4_1_indicestensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT32'})


def test_property_4_1_indicestensor_uint64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT64'})


def test_property_4_1_indicestensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_indicestensor_int64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT64'})


def test_property_3_0_indicestensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT32'})


def test_property_3_0_indicestensor_uint64(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT64'})


def test_property_3_0_indicestensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT32'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_indicestensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_1', pins={'IndicesTensor': 'UINT32'})


def test_property_2_0_inputtensor_float32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT32'})


def test_property_2_0_inputtensor_float16(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT16'})


def test_property_2_0_indicestensor_uint32(dml):
    """ns-directml-dml_scatter_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (from DML_FEATURE_LEVEL_2_0: erratum availability-level) (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SCATTER_OPERATOR_DESC', row='2_0', pins={'IndicesTensor': 'UINT32'})


def test_equivalence_gather_elements_reads_the_updates_back(dml):
    """Description (output = input; output[i, index[i, j, ...], ...] = updates[i, j, ...] along Axis; two indices naming one element are invalid, which write wins not guaranteed); ns-directml-dml_gather_elements_operator_desc.md: Description (output[i, j, ...] = input[i, index[i, j, ...], ...] along Axis): GATHER_ELEMENTS(InputTensor = SCATTER(this side's inputs), OutputTensor = UpdatesTensor).OutputTensor gives back UpdatesTensor, except where duplicate-indices is reached"""
    dml.check_equivalence('DML_SCATTER_OPERATOR_DESC', 'gather-elements-reads-the-updates-back')
