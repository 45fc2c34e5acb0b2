# Emitted by `python -m generators` from spec/operators/local_response_normalization.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC (ns-directml-dml_local_response_normalization_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_across_channels_odd_window(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Description (the formula); Members: CrossChannel (TRUE), LocalSize (3: a channel and its neighbours) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-across-channels-odd-window-8ba866e6d1',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'inputs': {'InputTensor': [1, 2, 3]},
        'expected': {'OutputTensor': [0.1666666716337204, 0.13333334028720856, 0.2142857164144516]},
        'provenance': {
            'name': 'local_response_normalization-across-channels-odd-window',
            'spec_item': 'examples/across-channels-odd-window',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Description (the formula); Members: CrossChannel (TRUE), LocalSize (3: a channel and its neighbours) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_within_channel_odd_window(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Description (the formula); Members: CrossChannel (FALSE: over Width and Height), LocalSize (3 per dimension) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-within-channel-odd-window-dd02f622f3',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'CrossChannel': False,
            'LocalSize': 3,
            'Alpha': 1.5,
            'Beta': 0.5,
            'Bias': 1.0,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4]},
        'expected': {'OutputTensor': [0.25, 0.5, 0.75, 1]},
        'provenance': {
            'name': 'local_response_normalization-within-channel-odd-window',
            'spec_item': 'examples/within-channel-odd-window',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Description (the formula); Members: CrossChannel (FALSE: over Width and Height), LocalSize (3 per dimension) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_across_channels_even_window(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Description (the formula); Members: CrossChannel (TRUE), LocalSize (2: see window-placement) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-across-channels-even-window-c352d5cdfa',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 2,
            'Alpha': 2.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4]},
        'expected': {
            'OutputTensor': [0.1666666716337204, 0.1428571492433548, 0.11538461595773697, 0.23529411852359772],
        },
        'provenance': {
            'name': 'local_response_normalization-across-channels-even-window',
            'spec_item': 'examples/across-channels-even-window',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Description (the formula); Members: CrossChannel (TRUE), LocalSize (2: see window-placement) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_within_channel_even_window_float16(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Description (the formula); Members: CrossChannel (FALSE), LocalSize (2 x 2 over Height and Width: see window-placement, within-channel-divisor); Tensor support (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-within-channel-even-window-float16-2dc1dfde5a',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'CrossChannel': False,
            'LocalSize': 2,
            'Alpha': 2.0,
            'Beta': 0.5,
            'Bias': 0.5,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4]},
        'expected': {'OutputTensor': [0.1810302734375, 0.441650390625, 0.59423828125, 0.98486328125]},
        'provenance': {
            'name': 'local_response_normalization-within-channel-even-window-float16',
            'spec_item': 'examples/within-channel-even-window-float16',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Description (the formula); Members: CrossChannel (FALSE), LocalSize (2 x 2 over Height and Width: see window-placement, within-channel-divisor); Tensor support (FLOAT16) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_across_channels_ignores_height_and_width(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Members: CrossChannel (TRUE: sums across channels), LocalSize (see errata local-size-dimensions) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-across-channels-ignores-height-and-width-e41effe0c6',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4]},
        'expected': {
            'OutputTensor': [0.09090909361839294, 0.095238097012043, 0.27272728085517883, 0.190476194024086],
        },
        'provenance': {
            'name': 'local_response_normalization-across-channels-ignores-height-and-width',
            'spec_item': 'examples/across-channels-ignores-height-and-width',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Members: CrossChannel (TRUE: sums across channels), LocalSize (see errata local-size-dimensions) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-known-fields-d8454e4032',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'local_response_normalization-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-tensor-support-data-type-e4857b0840',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-tensor-support-dimension-count-7eec245c32',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'local_response_normalization-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-known-data-type-bc79894947',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'local_response_normalization-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-dimension-count-range-45649a4c58',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'local_response_normalization-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-sizes-nonzero-8a320e9c65',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'local_response_normalization-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-strides-count-061b472508',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1], 'Strides': [3, 3, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'local_response_normalization-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-output-strides-no-overlap-2562e51d8c',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1], 'Strides': [3, 0, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'local_response_normalization-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-total-size-minimum-1f6f5dce26',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1], 'TotalTensorSizeInBytes': 11},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'local_response_normalization-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-element-count-max-672dcd4dde',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'local_response_normalization-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-base-offset-alignment-539e7f6147',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'local_response_normalization-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor constraints; Description (the same data type and size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-same-data-type-87c55b3e57',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'local_response_normalization-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor constraints; Description (the same data type and size)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor constraints; Members: OutputTensor (Sizes match InputTensor's)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-same-sizes-ce66046241',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'local_response_normalization-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': "ns-directml-dml_local_response_normalization_operator_desc.md: Tensor constraints; Members: OutputTensor (Sizes match InputTensor's)",
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_invalid_local_size_at_least_1(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Members: LocalSize (at least 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-invalid-local-size-at-least-1-5ca9bc11e8',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 0,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['local-size-at-least-1'],
        'provenance': {
            'name': 'local_response_normalization-invalid-local-size-at-least-1',
            'spec_item': 'rules/local-size-at-least-1',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Members: LocalSize (at least 1)',
            'generator': 'invalid',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-inputtensor-uint32-e4857b0840',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-inputtensor-uint16-54abaad7be',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-inputtensor-uint8-857338d999',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-inputtensor-int32-89d56b5798',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-inputtensor-int16-f7654ea88b',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-inputtensor-int8-f275547ecf',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-outputtensor-uint32-e4857b0840',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-outputtensor-uint16-54abaad7be',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-outputtensor-uint8-857338d999',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-outputtensor-int32-89d56b5798',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-outputtensor-int16-f7654ea88b',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-unsupported-1_0-outputtensor-int8-f275547ecf',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 1]},
            'CrossChannel': True,
            'LocalSize': 3,
            'Alpha': 3.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'local_response_normalization-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/across-channels-odd-window',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-dimensions-1_0-3-24b7c607ba',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'CrossChannel': False,
            'LocalSize': 1,
            'Alpha': 1.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'local_response_normalization-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'local_response_normalization-dimensions-1_0-5-6b414bdff5',
        'operator': 'DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'CrossChannel': False,
            'LocalSize': 1,
            'Alpha': 1.0,
            'Beta': 1.0,
            'Bias': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'local_response_normalization-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support',
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: Tensor support (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a window gives; the reference gives NaN to every element whose window holds it"""
    dml.check_property('DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_local_response_normalization_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in a window gives; the reference gives NaN to every element whose window holds it"""
    dml.check_property('DML_LOCAL_RESPONSE_NORMALIZATION_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
