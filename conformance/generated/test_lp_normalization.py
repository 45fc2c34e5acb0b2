# Emitted by `python -m generators` from spec/operators/lp_normalization.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_LP_NORMALIZATION_OPERATOR_DESC (ns-directml-dml_lp_normalization_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_l2_along_width(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Description; Members: Axis, P (2: each row divided by its Euclidean norm) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-l2-along-width-efe3057d22',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'inputs': {'InputTensor': [3, -4, 0, 2]},
        'expected': {'OutputTensor': [0.6000000238418579, -0.800000011920929, 0, 1]},
        'provenance': {
            'name': 'lp_normalization-l2-along-width',
            'spec_item': 'examples/l2-along-width',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Description; Members: Axis, P (2: each row divided by its Euclidean norm) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_l1_along_height(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Description; Members: Axis, P (1: each column divided by the sum of its magnitudes) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-l1-along-height-1886e88f5a',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 2,
            'Epsilon': 0.0,
            'P': 1,
        },
        'inputs': {'InputTensor': [3, -4, -1, 4]},
        'expected': {'OutputTensor': [0.75, -0.5, -0.25, 0.5]},
        'provenance': {
            'name': 'lp_normalization-l1-along-height',
            'spec_item': 'examples/l1-along-height',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Description; Members: Axis, P (1: each column divided by the sum of its magnitudes) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_l2_along_channels_3d(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (3-D); Members: Axis (0), P (2) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-l2-along-channels-3d-1095669b00',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 3]},
            'Axis': 0,
            'Epsilon': 0.0,
            'P': 2,
        },
        'inputs': {'InputTensor': [3, 5, 0, 4, -12, -1]},
        'expected': {'OutputTensor': [0.60009765625, 0.384521484375, 0, 0.7998046875, -0.9228515625, -1]},
        'provenance': {
            'name': 'lp_normalization-l2-along-channels-3d',
            'spec_item': 'examples/l2-along-channels-3d',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (3-D); Members: Axis (0), P (2) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-known-fields-718ad33dff',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'lp_normalization-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-tensor-support-data-type-8f106fdc90',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-tensor-support-dimension-count-de309652cb',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lp_normalization-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-known-data-type-5f0b81c52c',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'lp_normalization-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-dimension-count-range-a849ac54b4',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'lp_normalization-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-sizes-nonzero-2bf44ded63',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'lp_normalization-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-strides-count-df1dcc5529',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 4, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'lp_normalization-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-output-strides-no-overlap-a8eb2e4304',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'lp_normalization-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-total-size-minimum-44135d1c1e',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'lp_normalization-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-element-count-max-538b0f2bc3',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'lp_normalization-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-base-offset-alignment-983e057174',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'lp_normalization-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-same-data-type-38df07fe8c',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'lp_normalization-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-same-rank-a9e5ff57fa',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 3, 1]},
            'Axis': 0,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'lp_normalization-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/l2-along-channels-3d',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor constraints; Members: OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-same-sizes-ccef8bc6e1',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'lp_normalization-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor constraints; Members: OutputTensor',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_axis_in_range(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Members: Axis (an axis of the input: one of its DimensionCount dimensions)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-axis-in-range-2e7a816675',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 4,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['axis-in-range'],
        'provenance': {
            'name': 'lp_normalization-invalid-axis-in-range',
            'spec_item': 'rules/axis-in-range',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Members: Axis (an axis of the input: one of its DimensionCount dimensions)',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_invalid_p_one_or_two(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Members: P (either 1 or 2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-invalid-p-one-or-two-3dd38869f0',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 3,
        },
        'expect': 'invalid',
        'violates': ['p-one-or-two'],
        'provenance': {
            'name': 'lp_normalization-invalid-p-one-or-two',
            'spec_item': 'rules/p-one-or-two',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Members: P (either 1 or 2)',
            'generator': 'invalid',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-inputtensor-uint32-be60432c94',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-inputtensor-uint32',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-inputtensor-uint16-0bc76d976d',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-inputtensor-uint16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-inputtensor-uint8-ef79c35eb0',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-inputtensor-uint8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_inputtensor_int32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-inputtensor-int32-ac3ab04fb3',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-inputtensor-int32',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_inputtensor_int16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-inputtensor-int16-6f0384f918',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-inputtensor-int16',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_inputtensor_int8(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-inputtensor-int8-7a4260237e',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-inputtensor-int8',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-inputtensor-float64-1b0b6da65d',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-inputtensor-uint64-4d61261b89',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-inputtensor-uint64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_inputtensor_int64(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-inputtensor-int64-e6ba038309',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-inputtensor-int64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_outputtensor_uint32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-outputtensor-uint32-be60432c94',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-outputtensor-uint32',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_outputtensor_uint16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-outputtensor-uint16-0bc76d976d',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-outputtensor-uint16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_outputtensor_uint8(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-outputtensor-uint8-ef79c35eb0',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-outputtensor-uint8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_outputtensor_int32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-outputtensor-int32-ac3ab04fb3',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-outputtensor-int32',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_outputtensor_int16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-outputtensor-int16-6f0384f918',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-outputtensor-int16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_outputtensor_int8(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-outputtensor-int8-7a4260237e',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-outputtensor-int8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_outputtensor_float64(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-outputtensor-float64-1b0b6da65d',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-outputtensor-float64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_outputtensor_uint64(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-outputtensor-uint64-4d61261b89',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-outputtensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_3_1_outputtensor_int64(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-3_1-outputtensor-int64-e6ba038309',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-3_1-outputtensor-int64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-inputtensor-uint32-8f106fdc90',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-inputtensor-uint16-6e05e01741',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-inputtensor-uint8-acbdb8d68e',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-inputtensor-int32-d29937ce12',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-inputtensor-int16-507d3b0d9e',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-inputtensor-int8-1cb5e10260',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-outputtensor-uint32-8f106fdc90',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-outputtensor-uint16-6e05e01741',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-outputtensor-uint8-acbdb8d68e',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-outputtensor-int32-d29937ce12',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-outputtensor-int16-507d3b0d9e',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-unsupported-1_0-outputtensor-int8-1cb5e10260',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'Axis': 3,
            'Epsilon': 0.0,
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_normalization-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l2-along-width',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-dimensions-3_1-9-412e4963bd',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Axis': 0,
            'Epsilon': 1.0,
            'P': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'lp_normalization-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-dimensions-1_0-3-321f7ae918',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Axis': 0,
            'Epsilon': 1.0,
            'P': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lp_normalization-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_normalization-dimensions-1_0-5-c461065179',
        'operator': 'DML_LP_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Axis': 0,
            'Epsilon': 1.0,
            'P': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lp_normalization-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_LP_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_LP_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_LP_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_LP_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a sequence gives; the reference gives NaN to the whole sequence (its norm is NaN)"""
    dml.check_property('DML_LP_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_lp_normalization_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a sequence gives; the reference gives NaN to the whole sequence (its norm is NaN)"""
    dml.check_property('DML_LP_NORMALIZATION_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
