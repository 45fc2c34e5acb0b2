# Emitted by `python -m generators` from spec/operators/gather.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_GATHER_OPERATOR_DESC (ns-directml-dml_gather_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_1d_remapping(dml):
    """ns-directml-dml_gather_operator_desc.md: Examples: Example 1. 1D remapping (IndexDimensions 1 = IndicesTensor.DimensionCount: erratum index-dimensions-upper-bound)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-example-1-1d-remapping-c54cac7db8',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'inputs': {'InputTensor': [11, 12, 13, 14], 'IndicesTensor': [3, 1, 3, 0, 2]},
        'expected': {'OutputTensor': [14, 12, 14, 11, 13]},
        'provenance': {
            'name': 'gather-example-1-1d-remapping',
            'spec_item': 'examples/example-1-1d-remapping',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Examples: Example 1. 1D remapping (IndexDimensions 1 = IndicesTensor.DimensionCount: erratum index-dimensions-upper-bound)',
            'generator': 'examples',
        },
    })


def test_example_2_concatenate_rows(dml):
    """ns-directml-dml_gather_operator_desc.md: Examples: Example 2. 2D output, 1D indices, Axis 0, concatenate rows"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-example-2-concatenate-rows-725c3de558',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 2]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6], 'IndicesTensor': [0, 1, 1, 2]},
        'expected': {'OutputTensor': [1, 2, 3, 4, 3, 4, 5, 6]},
        'provenance': {
            'name': 'gather-example-2-concatenate-rows',
            'spec_item': 'examples/example-2-concatenate-rows',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Examples: Example 2. 2D output, 1D indices, Axis 0, concatenate rows',
            'generator': 'examples',
        },
    })


def test_example_3_swap_columns(dml):
    """ns-directml-dml_gather_operator_desc.md: Examples: Example 3. 2D, Axis 1, swap columns (IndexDimensions 1, not the page's 2: erratum example-3-index-dimensions)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-example-3-swap-columns-5194c9efd2',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 2]},
            'Axis': 1,
            'IndexDimensions': 1,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6], 'IndicesTensor': [1, 0]},
        'expected': {'OutputTensor': [2, 1, 4, 3, 6, 5]},
        'provenance': {
            'name': 'gather-example-3-swap-columns',
            'spec_item': 'examples/example-3-swap-columns',
            'cite': "ns-directml-dml_gather_operator_desc.md: Examples: Example 3. 2D, Axis 1, swap columns (IndexDimensions 1, not the page's 2: erratum example-3-index-dimensions)",
            'generator': 'examples',
        },
    })


def test_example_4_nested_indices_axis_2(dml):
    """ns-directml-dml_gather_operator_desc.md: Examples: Example 4. 2D, Axis 1, nested indices (Axis 2 of the 3-D tensors: Axis 1 of the original rank 2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-example-4-nested-indices-axis-2-8ff745888a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 1, 2]},
            'Axis': 2,
            'IndexDimensions': 2,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9], 'IndicesTensor': [0, 2]},
        'expected': {'OutputTensor': [1, 3, 4, 6, 7, 9]},
        'provenance': {
            'name': 'gather-example-4-nested-indices-axis-2',
            'spec_item': 'examples/example-4-nested-indices-axis-2',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Examples: Example 4. 2D, Axis 1, nested indices (Axis 2 of the 3-D tensors: Axis 1 of the original rank 2)',
            'generator': 'examples',
        },
    })


def test_example_5_nested_indices_axis_1(dml):
    """ns-directml-dml_gather_operator_desc.md: Examples: Example 5. 2D, Axis 0, nested indices (Axis 1 of the 3-D tensors: Axis 0 of the original rank 2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-example-5-nested-indices-axis-1-c3e001947e',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'Axis': 1,
            'IndexDimensions': 2,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6], 'IndicesTensor': [0, 1, 1, 2]},
        'expected': {'OutputTensor': [1, 2, 3, 4, 3, 4, 5, 6]},
        'provenance': {
            'name': 'gather-example-5-nested-indices-axis-1',
            'spec_item': 'examples/example-5-nested-indices-axis-1',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Examples: Example 5. 2D, Axis 0, nested indices (Axis 1 of the 3-D tensors: Axis 0 of the original rank 2)',
            'generator': 'examples',
        },
    })


def test_negative_indices_count_from_the_end(dml):
    """ns-directml-dml_gather_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of the axis: -1 the last element) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-negative-indices-count-from-the-end-c20b82dbac',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 4]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 1,
            'IndexDimensions': 1,
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7], 'IndicesTensor': [-1, -4, 2]},
        'expected': {'OutputTensor': [3, 0, 2, 7, 4, 6]},
        'provenance': {
            'name': 'gather-negative-indices-count-from-the-end',
            'spec_item': 'examples/negative-indices-count-from-the-end',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of the axis: -1 the last element) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_indices_and_values_at_the_ends(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices); Members: IndicesTensor (negative indices) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-int64-indices-and-values-at-the-ends-7a52bfa6e2',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'inputs': {
            'InputTensor': [-9223372036854775808, 9007199254740993, 9223372036854775807],
            'IndicesTensor': [2, -3, 1, -1],
        },
        'expected': {
            'OutputTensor': [9223372036854775807, -9223372036854775808, 9007199254740993, 9223372036854775807],
        },
        'provenance': {
            'name': 'gather-int64-indices-and-values-at-the-ends',
            'spec_item': 'examples/int64-indices-and-values-at-the-ends',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices); Members: IndicesTensor (negative indices) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint64_indices_last_element(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Members: Axis (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-uint64-indices-last-element-5c0494c72a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 3]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'Axis': 1,
            'IndexDimensions': 1,
        },
        'inputs': {'InputTensor': [0, 1, 255, 7, 8, 9], 'IndicesTensor': [2, 2]},
        'expected': {'OutputTensor': [255, 255, 9, 9]},
        'provenance': {
            'name': 'gather-uint64-indices-last-element',
            'spec_item': 'examples/uint64-indices-last-element',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Members: Axis (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_index_dimensions_zero_drops_the_axis(dml):
    """ns-directml-dml_gather_operator_desc.md: Members: IndexDimensions (0: no index dimension); OutputTensor (the concatenation {InputTensor.Sizes[0..Axis], {}, ...} right-aligned) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-index-dimensions-zero-drops-the-axis-c0dc1b0409',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2]},
            'Axis': 1,
            'IndexDimensions': 0,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6], 'IndicesTensor': [2]},
        'expected': {'OutputTensor': [3, 6]},
        'provenance': {
            'name': 'gather-index-dimensions-zero-drops-the-axis',
            'spec_item': 'examples/index-dimensions-zero-drops-the-axis',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Members: IndexDimensions (0: no index dimension); OutputTensor (the concatenation {InputTensor.Sizes[0..Axis], {}, ...} right-aligned) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_index_dimensions_two_on_the_last_axis(dml):
    """ns-directml-dml_gather_operator_desc.md: Members: IndexDimensions; OutputTensor (the concatenation {1, 2} + {2, 2}, its leading 1 cropped) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-index-dimensions-two-on-the-last-axis-e4f5372304',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 2,
        },
        'inputs': {'InputTensor': [10, 11, 12, 20, 21, -32768], 'IndicesTensor': [2, 0, 1, 1]},
        'expected': {'OutputTensor': [12, 10, 11, 11, -32768, 20, 21, 21]},
        'provenance': {
            'name': 'gather-index-dimensions-two-on-the-last-axis',
            'spec_item': 'examples/index-dimensions-two-on-the-last-axis',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Members: IndexDimensions; OutputTensor (the concatenation {1, 2} + {2, 2}, its leading 1 cropped) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_axis_of_size_one(dml):
    """ns-directml-dml_gather_operator_desc.md: Members: Axis; IndicesTensor (-1 is the last, here the only, element) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-axis-of-size-one-65b7f90802',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [3, 1]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [3, 3]},
            'Axis': 1,
            'IndexDimensions': 1,
        },
        'inputs': {'InputTensor': [-128, 0, 127], 'IndicesTensor': [0, -1, 0]},
        'expected': {'OutputTensor': [-128, -128, -128, 0, 0, 0, 127, 127, 127]},
        'provenance': {
            'name': 'gather-axis-of-size-one',
            'spec_item': 'examples/axis-of-size-one',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Members: Axis; IndicesTensor (-1 is the last, here the only, element) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_four_dimensions_at_1_0(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (4-D FLOAT32, UINT32 indices); Members: OutputTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-four-dimensions-at-1-0-291b1515af',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'IndicesTensor': [2, 0]},
        'expected': {'OutputTensor': [5, 6, 1, 2, 11, 12, 7, 8]},
        'provenance': {
            'name': 'gather-four-dimensions-at-1-0',
            'spec_item': 'examples/four-dimensions-at-1-0',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (4-D FLOAT32, UINT32 indices); Members: OutputTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_gather_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-invalid-known-fields-49b82d1c77',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'gather-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-invalid-tensor-support-data-type-6f2839404a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-invalid-known-data-type-6eb99cee08',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'gather-invalid-known-data-type',
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
        'id': 'gather-invalid-dimension-count-range-a0ecb50d07',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather-invalid-dimension-count-range',
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
        'id': 'gather-invalid-sizes-nonzero-651ba1008a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'gather-invalid-sizes-nonzero',
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
        'id': 'gather-invalid-strides-count-fd36ac6bc6',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4], 'Strides': [4, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'gather-invalid-strides-count',
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
        'id': 'gather-invalid-output-strides-no-overlap-7662916dfe',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5], 'Strides': [0]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'gather-invalid-output-strides-no-overlap',
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
        'id': 'gather-invalid-total-size-minimum-339f4cc46c',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4], 'TotalTensorSizeInBytes': 15},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'gather-invalid-total-size-minimum',
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
        'id': 'gather-invalid-element-count-max-91f78b0f5d',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2147483648, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 2]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'gather-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-2-concatenate-rows',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-invalid-base-offset-alignment-6500fe64ff',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4], 'GuaranteedBaseOffsetAlignment': 3},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'gather-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor constraints; Members: IndicesTensor, OutputTensor (DimensionCount must match InputTensor.DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-invalid-same-rank-e76638adfc',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5, 1]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'gather-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor constraints; Members: IndicesTensor, OutputTensor (DimensionCount must match InputTensor.DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-invalid-same-data-type-c9fddb4dd6',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'gather-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_gather_operator_desc.md: Members: Axis (ranging [0, InputTensor.DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-invalid-axis-in-range-c9e4efcb9d',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 1,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'gather-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Members: Axis (ranging [0, InputTensor.DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_index_dimensions_in_range(dml):
    """ns-directml-dml_gather_operator_desc.md: Members: IndexDimensions (ranging [0, IndicesTensor.DimensionCount], the upper bound included: erratum index-dimensions-upper-bound)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-invalid-index-dimensions-in-range-c09062de41',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 2,
        },
        'expect': 'invalid',
        'violates': ['index-dimensions-in-range'],
        'provenance': {
            'name': 'gather-invalid-index-dimensions-in-range',
            'spec_item': 'rules/index-dimensions-in-range',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Members: IndexDimensions (ranging [0, IndicesTensor.DimensionCount], the upper bound included: erratum index-dimensions-upper-bound)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_gather_operator_desc.md: Members: OutputTensor (the Sizes concatenation, right-aligned, leading 1s cropped; relevant dimensions at most OutputTensor.DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-invalid-output-sizes-d9f9e4eef2',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'gather-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Members: OutputTensor (the Sizes concatenation, right-aligned, leading 1s cropped; relevant dimensions at most OutputTensor.DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_float32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-4_1-indicestensor-float32-7c677975f5',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-4_1-indicestensor-float32',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_float16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-4_1-indicestensor-float16-567748b2dd',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-4_1-indicestensor-float16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_uint16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-4_1-indicestensor-uint16-efd9b86aef',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-4_1-indicestensor-uint16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_uint8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-4_1-indicestensor-uint8-c8e5133196',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-4_1-indicestensor-uint8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_int16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-4_1-indicestensor-int16-8542d0d3d3',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-4_1-indicestensor-int16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-4_1-indicestensor-int8-3dfe0b0c78',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-4_1-indicestensor-int8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_4_1_indicestensor_float64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-4_1-indicestensor-float64-ee51c24483',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-4_1-indicestensor-float64',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-inputtensor-float64-6f2839404a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-inputtensor-uint64-7cc497ebf0',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-inputtensor-int64-efe3b34edd',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_float32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-indicestensor-float32-45dcc0b67e',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-indicestensor-float32',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_float16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-indicestensor-float16-6aa1a93686',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-indicestensor-float16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_uint16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-indicestensor-uint16-31dbc1d908',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-indicestensor-uint16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_uint8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-indicestensor-uint8-950bc60562',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-indicestensor-uint8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_int16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-indicestensor-int16-e9ab391537',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-indicestensor-int16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-indicestensor-int8-d86f2f89d9',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-indicestensor-int8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_indicestensor_float64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-indicestensor-float64-b5fc65a90d',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-indicestensor-float64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-outputtensor-float64-6f2839404a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-outputtensor-uint64-7cc497ebf0',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-3_0-outputtensor-int64-efe3b34edd',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [5]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [5]},
            'Axis': 0,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-1d-remapping',
        },
    })


def test_unsupported_2_1_indicestensor_float32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-2_1-indicestensor-float32-71ecfb5b7a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-2_1-indicestensor-float32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_2_1_indicestensor_float16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-2_1-indicestensor-float16-8e695b31f8',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-2_1-indicestensor-float16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_2_1_indicestensor_uint16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-2_1-indicestensor-uint16-bdbb9b9262',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-2_1-indicestensor-uint16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_2_1_indicestensor_uint8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-2_1-indicestensor-uint8-22ddd52601',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-2_1-indicestensor-uint8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_2_1_indicestensor_int32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-2_1-indicestensor-int32-213769924a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-2_1-indicestensor-int32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_2_1_indicestensor_int16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-2_1-indicestensor-int16-ebaa1fc23e',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-2_1-indicestensor-int16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_2_1_indicestensor_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-2_1-indicestensor-int8-1b73c10ab3',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-2_1-indicestensor-int8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-inputtensor-uint32-ce62a7dae8',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-inputtensor-uint16-62d8099ac4',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-inputtensor-uint8-5903dc660d',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-inputtensor-int32-38f8b2d507',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-inputtensor-int16-89984e6a8a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-inputtensor-int8-854f605307',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_indicestensor_float32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-indicestensor-float32-595912e2c2',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-indicestensor-float32',
            'spec_item': 'tensor_support/1_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_indicestensor_float16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-indicestensor-float16-173503bd6e',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-indicestensor-float16',
            'spec_item': 'tensor_support/1_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_indicestensor_uint16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-indicestensor-uint16-d4f62c337c',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-indicestensor-uint16',
            'spec_item': 'tensor_support/1_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_indicestensor_uint8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-indicestensor-uint8-bd05b20590',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-indicestensor-uint8',
            'spec_item': 'tensor_support/1_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_indicestensor_int32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-indicestensor-int32-29268a75f4',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-indicestensor-int32',
            'spec_item': 'tensor_support/1_0/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_indicestensor_int16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-indicestensor-int16-6f85591449',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-indicestensor-int16',
            'spec_item': 'tensor_support/1_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_indicestensor_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-indicestensor-int8-2bb0566e84',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-indicestensor-int8',
            'spec_item': 'tensor_support/1_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-outputtensor-uint32-ce62a7dae8',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-outputtensor-uint16-62d8099ac4',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-outputtensor-uint8-5903dc660d',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-outputtensor-int32-38f8b2d507',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-outputtensor-int16-89984e6a8a',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-unsupported-1_0-outputtensor-int8-854f605307',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 2, 2]},
            'Axis': 2,
            'IndexDimensions': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-1-0',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-dimensions-4_1-9-f29e5db334',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
            'IndexDimensions': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-dimensions-3_0-9-66b3dbbb28',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
            'IndexDimensions': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-dimensions-2_1-3-7199239b21',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
            'IndexDimensions': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gather-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-dimensions-2_1-5-3f583d1ad4',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
            'IndexDimensions': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gather-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-dimensions-1_0-3-dd5cd1d0d8',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
            'IndexDimensions': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gather-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather-dimensions-1_0-5-8e59ee014f',
        'operator': 'DML_GATHER_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
            'IndexDimensions': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gather-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_4_1_indicestensor_int64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT64'})


def test_property_4_1_indicestensor_int32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT32'})


def test_property_4_1_indicestensor_uint64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT64'})


def test_property_4_1_indicestensor_uint32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_indicestensor_int64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT64'})


def test_property_3_0_indicestensor_int32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT32'})


def test_property_3_0_indicestensor_uint64(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT64'})


def test_property_3_0_indicestensor_uint32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT32'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_indicestensor_uint32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='2_1', pins={'IndicesTensor': 'UINT32'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_indicestensor_uint32(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_OPERATOR_DESC', row='1_0', pins={'IndicesTensor': 'UINT32'})


def test_large_axis_past_2_31_int8_int64_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT64', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_int32_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT32', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_uint64_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'UINT64', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_uint32_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'UINT32', 'OutputTensor': 'INT8'})


def test_large_offset_past_2_31_int8_int32_int8(dml):
    """ns-directml-dml_gather_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (a flat offset past 2^31 (row times row length, onnxruntime#28107) computed in 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_OPERATOR_DESC', 'offset-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT32', 'OutputTensor': 'INT8'})
