# Emitted by `python -m generators` from spec/operators/gather_elements.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_GATHER_ELEMENTS_OPERATOR_DESC (ns-directml-dml_gather_elements_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_select_vertically(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Examples (OutputTensor DataType FLOAT32, not the page's UINT32: erratum example-output-data-type)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-example-select-vertically-d49ed1b48a',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9], 'IndicesTensor': [1, 2, 0, 2, 0, 0]},
        'expected': {'OutputTensor': [4, 8, 3, 7, 2, 3]},
        'provenance': {
            'name': 'gather_elements-example-select-vertically',
            'spec_item': 'examples/example-select-vertically',
            'cite': "ns-directml-dml_gather_elements_operator_desc.md: Examples (OutputTensor DataType FLOAT32, not the page's UINT32: erratum example-output-data-type)",
            'generator': 'examples',
        },
    })


def test_negative_indices_count_from_the_end(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of the axis) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-negative-indices-count-from-the-end-f4bce43f65',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 3]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [2, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 4]},
            'Axis': 1,
        },
        'inputs': {
            'InputTensor': [10, 11, 12, -32768, 21, 32767],
            'IndicesTensor': [-1, -3, 2, 0, 2, -1, -3, 1],
        },
        'expected': {'OutputTensor': [12, 10, 12, 10, 32767, 32767, -32768, 21]},
        'provenance': {
            'name': 'gather_elements-negative-indices-count-from-the-end',
            'spec_item': 'examples/negative-indices-count-from-the-end',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Members: IndicesTensor (from DML_FEATURE_LEVEL_3_0 a signed index below 0 is relative to the end of the axis) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_indices_and_values_at_the_ends(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-int64-indices-and-values-at-the-ends-a6c10f015c',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'Axis': 0,
        },
        'inputs': {
            'InputTensor': [-9223372036854775808, 9007199254740993, 9223372036854775807],
            'IndicesTensor': [2, -3, 1, -1],
        },
        'expected': {
            'OutputTensor': [9223372036854775807, -9223372036854775808, 9007199254740993, 9223372036854775807],
        },
        'provenance': {
            'name': 'gather_elements-int64-indices-and-values-at-the-ends',
            'spec_item': 'examples/int64-indices-and-values-at-the-ends',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (INT64 values and indices) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint64_indices_last_element(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Members: Axis (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-uint64-indices-last-element-bc5641bba4',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [4, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [4, 2]},
            'Axis': 0,
        },
        'inputs': {'InputTensor': [0, 255, 7, 8], 'IndicesTensor': [1, 1, 0, 0, 1, 0, 0, 1]},
        'expected': {'OutputTensor': [7, 8, 0, 255, 7, 255, 0, 8]},
        'provenance': {
            'name': 'gather_elements-uint64-indices-last-element',
            'spec_item': 'examples/uint64-indices-last-element',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (UINT64 indices); Members: Axis (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_four_dimensions_at_2_1(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (4-D, UINT32 indices); Description (axis == 3) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-four-dimensions-at-2-1-0d795eecd8',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6], 'IndicesTensor': [2, 0, 1, 1]},
        'expected': {'OutputTensor': [3, 1, 5, 5]},
        'provenance': {
            'name': 'gather_elements-four-dimensions-at-2-1',
            'spec_item': 'examples/four-dimensions-at-2-1',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (4-D, UINT32 indices); Description (axis == 3) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-known-fields-7dc7793f4a',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'gather_elements-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-introduced-in-e9a0d88e09',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'gather_elements-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-tensor-support-data-type-7333d49110',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-known-data-type-6a917a65c4',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'gather_elements-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-dimension-count-range-def1a0fcd8',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather_elements-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-sizes-nonzero-c0076f757f',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'gather_elements-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-strides-count-ded67190bd',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3], 'Strides': [9, 3, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'gather_elements-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-output-strides-no-overlap-27c1308048',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3], 'Strides': [0, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'gather_elements-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-total-size-minimum-2e10fd7355',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3], 'TotalTensorSizeInBytes': 35},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'gather_elements-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-element-count-max-d7e888e51c',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'gather_elements-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-base-offset-alignment-17bee3ee54',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'gather_elements-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-same-rank-676cbd8eb7',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'gather_elements-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-same-data-type-8ebf7e4021',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'gather_elements-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Members: Axis (ranging [0, InputTensor.DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-axis-in-range-6e74e05b0c',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 2,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'gather_elements-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Members: Axis (ranging [0, InputTensor.DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Members: IndicesTensor (Sizes match InputTensor.Sizes for every dimension except Axis); OutputTensor (Sizes match IndicesTensor.Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-invalid-output-sizes-1764737e34',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 4]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'gather_elements-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Members: IndicesTensor (Sizes match InputTensor.Sizes for every dimension except Axis); OutputTensor (Sizes match IndicesTensor.Sizes)',
            'generator': 'invalid',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_4_1_indicestensor_float32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-4_1-indicestensor-float32-d504015360',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-4_1-indicestensor-float32',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_4_1_indicestensor_float16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-4_1-indicestensor-float16-d95c3488bb',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-4_1-indicestensor-float16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_4_1_indicestensor_uint16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-4_1-indicestensor-uint16-cdb1e79e23',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-4_1-indicestensor-uint16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_4_1_indicestensor_uint8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-4_1-indicestensor-uint8-8ce04865e9',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-4_1-indicestensor-uint8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_4_1_indicestensor_int16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-4_1-indicestensor-int16-6ee3085c6f',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-4_1-indicestensor-int16',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_4_1_indicestensor_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-4_1-indicestensor-int8-f8cb38cef4',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-4_1-indicestensor-int8',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_4_1_indicestensor_float64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-4_1-indicestensor-float64-e96eeccef6',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-4_1-indicestensor-float64',
            'spec_item': 'tensor_support/4_1/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-inputtensor-float64-7333d49110',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-inputtensor-uint64-a9fb2c96c3',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-inputtensor-int64-5cf009da34',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_indicestensor_float32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-indicestensor-float32-af681a28c6',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-indicestensor-float32',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_indicestensor_float16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-indicestensor-float16-9b947cba9b',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-indicestensor-float16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_indicestensor_uint16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-indicestensor-uint16-791d87f71b',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-indicestensor-uint16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_indicestensor_uint8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-indicestensor-uint8-5dae32932e',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-indicestensor-uint8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_indicestensor_int16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-indicestensor-int16-54bc37467a',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-indicestensor-int16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_indicestensor_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-indicestensor-int8-4a41dbe794',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-indicestensor-int8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_indicestensor_float64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-indicestensor-float64-2f597fb7b1',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-indicestensor-float64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-outputtensor-float64-7333d49110',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-outputtensor-uint64-a9fb2c96c3',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-3_0-outputtensor-int64-5cf009da34',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 3]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-select-vertically',
        },
    })


def test_unsupported_2_1_indicestensor_float32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-2_1-indicestensor-float32-491cc16aef',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-2_1-indicestensor-float32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_float16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-2_1-indicestensor-float16-f1e26975f9',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-2_1-indicestensor-float16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_uint16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-2_1-indicestensor-uint16-58a57787e3',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-2_1-indicestensor-uint16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_uint8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-2_1-indicestensor-uint8-e98159d163',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-2_1-indicestensor-uint8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_int32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-2_1-indicestensor-int32-ea1866fa27',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-2_1-indicestensor-int32',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_int16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-2_1-indicestensor-int16-b1be3bf8b7',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-2_1-indicestensor-int16',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_unsupported_2_1_indicestensor_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-unsupported-2_1-indicestensor-int8-8410e26712',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gather_elements-unsupported-2_1-indicestensor-int8',
            'spec_item': 'tensor_support/2_1/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/four-dimensions-at-2-1',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-dimensions-4_1-9-236715bd6c',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather_elements-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-dimensions-3_0-9-d862695711',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gather_elements-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-dimensions-2_1-3-1e25458b54',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gather_elements-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gather_elements-dimensions-2_1-5-0362d0fc67',
        'operator': 'DML_GATHER_ELEMENTS_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1, 1]},
            'Axis': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gather_elements-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_4_1_indicestensor_int64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT64'})


def test_property_4_1_indicestensor_int32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'INT32'})


def test_property_4_1_indicestensor_uint64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT64'})


def test_property_4_1_indicestensor_uint32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='4_1', pins={'IndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_indicestensor_int64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT64'})


def test_property_3_0_indicestensor_int32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'INT32'})


def test_property_3_0_indicestensor_uint64(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT64'})


def test_property_3_0_indicestensor_uint32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT32'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_indicestensor_uint32(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_GATHER_ELEMENTS_OPERATOR_DESC', row='2_1', pins={'IndicesTensor': 'UINT32'})


def test_large_axis_past_2_31_int8_int64_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ELEMENTS_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT64', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_int32_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ELEMENTS_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT32', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_uint64_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ELEMENTS_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'UINT64', 'OutputTensor': 'INT8'})


def test_large_axis_past_2_31_int8_uint32_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (an index or offset past element 2^31 computed in signed 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ELEMENTS_OPERATOR_DESC', 'axis-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'UINT32', 'OutputTensor': 'INT8'})


def test_large_offset_past_2_31_int8_int32_int8(dml):
    """ns-directml-dml_gather_elements_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (a flat offset past 2^31 (row times row length, onnxruntime#28107) computed in 32 bits wraps; 2,147,483,664 elements)"""
    dml.check_large('DML_GATHER_ELEMENTS_OPERATOR_DESC', 'offset-past-2-31', {'InputTensor': 'INT8', 'IndicesTensor': 'INT32', 'OutputTensor': 'INT8'})
