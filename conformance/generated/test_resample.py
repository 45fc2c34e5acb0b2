# Emitted by `python -m generators` from spec/operators/resample.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_RESAMPLE_OPERATOR_DESC (ns-directml-dml_resample_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_nearest_half_pixel_2x(dml):
    """ns-directml-dml_resample_operator_desc.md: Members: InterpolationMode (NEAREST_NEIGHBOR: the input element nearest to the pixel center) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-nearest-half-pixel-2x-aa1594cf40',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'inputs': {'InputTensor': [1, 2, 3]},
        'expected': {'OutputTensor': [1, 1, 2, 2, 3, 3]},
        'provenance': {
            'name': 'resample-nearest-half-pixel-2x',
            'spec_item': 'examples/nearest-half-pixel-2x',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Members: InterpolationMode (NEAREST_NEIGHBOR: the input element nearest to the pixel center) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_linear_half_pixel_2x_clamped(dml):
    """ns-directml-dml_resample_operator_desc.md: Members: InterpolationMode (LINEAR: the weighted average of the two nearest elements); Members: Scales (the edges clamped) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-linear-half-pixel-2x-clamped-8cf0c4f3c3',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'inputs': {'InputTensor': [0, 4]},
        'expected': {'OutputTensor': [0, 1, 3, 4]},
        'provenance': {
            'name': 'resample-linear-half-pixel-2x-clamped',
            'spec_item': 'examples/linear-half-pixel-2x-clamped',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Members: InterpolationMode (LINEAR: the weighted average of the two nearest elements); Members: Scales (the edges clamped) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_linear_half_pixel_downsample(dml):
    """ns-directml-dml_resample_operator_desc.md: Members: Scales (scales < 1 scale down); ns-directml-dml_resample1_operator_desc.md: Remarks (the pixel centres) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-linear-half-pixel-downsample-30b3dbb3bb',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 0.5],
        },
        'inputs': {'InputTensor': [1, 3, 5, 7]},
        'expected': {'OutputTensor': [2, 6]},
        'provenance': {
            'name': 'resample-linear-half-pixel-downsample',
            'spec_item': 'examples/linear-half-pixel-downsample',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Members: Scales (scales < 1 scale down); ns-directml-dml_resample1_operator_desc.md: Remarks (the pixel centres) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_resample_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-known-fields-cc436693fb',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'resample-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_resample_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-introduced-in-791ad1df8d',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'resample-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-tensor-support-data-type-8b4e37bb3c',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-known-data-type-81a4c307da',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'resample-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-dimension-count-range-539cfa6db5',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'resample-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-sizes-nonzero-943aae04e2',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'resample-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-strides-count-8a82972e87',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'resample-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-output-strides-no-overlap-61937aca16',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6], 'Strides': [6, 6, 6, 0]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'resample-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-total-size-minimum-d87de1d7af',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'TotalTensorSizeInBytes': 11},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'resample-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-element-count-max-e1cf9d9bf4',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'resample-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-base-offset-alignment-fab3d0ae3c',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'resample-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-same-rank-f6a90e9b7e',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'resample-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-same-data-type-d74f65f975',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'resample-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_scale_count(dml):
    """ns-directml-dml_resample_operator_desc.md: Members: ScaleCount (must match the dimension count of InputTensor and OutputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-scale-count-4c74b5d508',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 5,
            'Scales': [1, 1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['scale-count'],
        'provenance': {
            'name': 'resample-invalid-scale-count',
            'spec_item': 'rules/scale-count',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Members: ScaleCount (must match the dimension count of InputTensor and OutputTensor)',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_array_length(dml):
    """ns-directml-dml_resample_operator_desc.md: Members: Scales (_Field_size_(ScaleCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-array-length-fdeb2c8e4a',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['array-length'],
        'provenance': {
            'name': 'resample-invalid-array-length',
            'spec_item': 'rules/array-length',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Members: Scales (_Field_size_(ScaleCount))',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_interpolation_mode_value(dml):
    """ns-directml-dml_resample_operator_desc.md: Members: InterpolationMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-invalid-interpolation-mode-value-917f9d8dd7',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 2,
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['interpolation-mode-value'],
        'provenance': {
            'name': 'resample-invalid-interpolation-mode-value',
            'spec_item': 'rules/interpolation-mode-value',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Members: InterpolationMode',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_uint32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-inputtensor-uint32-7958c19a0e',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-inputtensor-uint32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_uint16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-inputtensor-uint16-64daa6fd4c',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-inputtensor-uint16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_int32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-inputtensor-int32-ec854e01ad',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-inputtensor-int32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_int16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-inputtensor-int16-52ee553c13',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-inputtensor-int16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_float64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-inputtensor-float64-aec1a31f22',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-inputtensor-float64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_uint64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-inputtensor-uint64-9b2802a689',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-inputtensor-uint64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_int64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-inputtensor-int64-e681f156de',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-inputtensor-int64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_uint32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-outputtensor-uint32-7958c19a0e',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-outputtensor-uint32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_uint16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-outputtensor-uint16-64daa6fd4c',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-outputtensor-uint16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_int32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-outputtensor-int32-ec854e01ad',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-outputtensor-int32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_int16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-outputtensor-int16-52ee553c13',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-outputtensor-int16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_float64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-outputtensor-float64-aec1a31f22',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-outputtensor-float64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_uint64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-outputtensor-uint64-9b2802a689',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-outputtensor-uint64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_int64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-6_2-outputtensor-int64-e681f156de',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-6_2-outputtensor-int64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_uint32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-inputtensor-uint32-f0a2736f54',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-inputtensor-uint32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_uint16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-inputtensor-uint16-3766132529',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-inputtensor-uint16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_uint8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-inputtensor-uint8-49998a038d',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-inputtensor-uint8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_int32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-inputtensor-int32-8b5d27bee6',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-inputtensor-int32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_int16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-inputtensor-int16-47f14a2737',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-inputtensor-int16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_int8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-inputtensor-int8-c321dbafab',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-inputtensor-int8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_float64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-inputtensor-float64-02b7ca08d4',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-inputtensor-float64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_uint64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-inputtensor-uint64-60979f81a9',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-inputtensor-uint64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_int64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-inputtensor-int64-579e1968ec',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-inputtensor-int64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_uint32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-outputtensor-uint32-f0a2736f54',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-outputtensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_uint16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-outputtensor-uint16-3766132529',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-outputtensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_uint8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-outputtensor-uint8-49998a038d',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-outputtensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_int32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-outputtensor-int32-8b5d27bee6',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-outputtensor-int32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_int16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-outputtensor-int16-47f14a2737',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-outputtensor-int16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_int8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-outputtensor-int8-c321dbafab',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-outputtensor-int8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_float64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-outputtensor-float64-02b7ca08d4',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-outputtensor-float64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_uint64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-outputtensor-uint64-60979f81a9',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-outputtensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_int64(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-5_1-outputtensor-int64-579e1968ec',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-5_1-outputtensor-int64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_inputtensor_uint32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-inputtensor-uint32-8b4e37bb3c',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-inputtensor-uint32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_inputtensor_uint16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-inputtensor-uint16-9d0a4ff318',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-inputtensor-uint16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_inputtensor_uint8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-inputtensor-uint8-7aa1e77ece',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-inputtensor-uint8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_inputtensor_int32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-inputtensor-int32-3ca33ae6dc',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-inputtensor-int32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_inputtensor_int16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-inputtensor-int16-86c13e37a0',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-inputtensor-int16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_inputtensor_int8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-inputtensor-int8-23362b8001',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-inputtensor-int8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-outputtensor-uint32-8b4e37bb3c',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-outputtensor-uint16-9d0a4ff318',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-outputtensor-uint8-7aa1e77ece',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-outputtensor-int32-3ca33ae6dc',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-outputtensor-int16-86c13e37a0',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-unsupported-2_0-outputtensor-int8-23362b8001',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 4,
            'Scales': [1, 1, 1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_dimension_count_5_6_2(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-dimensions-6_2-5-a6265e8ab4',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample-dimensions-6_2-5',
            'spec_item': 'tensor_support/6_2/dimensions/5',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_1(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-dimensions-5_1-5-a3fc8ce0e5',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample-dimensions-5_1-5',
            'spec_item': 'tensor_support/5_1/dimensions/5',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-dimensions-2_0-3-52de2c86f8',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 3,
            'Scales': [1.0, 1.0, 1.0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_0(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample-dimensions-2_0-5-5fb5a139dc',
        'operator': 'DML_RESAMPLE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'ScaleCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample-dimensions-2_0-5',
            'spec_item': 'tensor_support/2_0/dimensions/5',
            'cite': 'ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_6_2_inputtensor_float32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT32'})


def test_property_6_2_inputtensor_float16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT16'})


def test_property_6_2_inputtensor_int8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'INT8'})


def test_property_6_2_inputtensor_uint8(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'UINT8'})


def test_property_5_1_inputtensor_float32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'})


def test_property_5_1_inputtensor_float16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_0_inputtensor_float32(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT32'})


def test_property_2_0_inputtensor_float16(dml):
    """ns-directml-dml_resample_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_resample_operator_desc.md: unspecified nan-inputs: the page does not say what linear interpolation gives where an element it reads is NaN with weight 0 (a lerp a + f * (b - a) reads both). The reference reads both elements of each pair, a zero weight included; such elements are observed. Nearest neighbour moves the element, NaN payload and all (judged)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_resample_operator_desc.md: unspecified nan-inputs: the page does not say what linear interpolation gives where an element it reads is NaN with weight 0 (a lerp a + f * (b - a) reads both). The reference reads both elements of each pair, a zero weight included; such elements are observed. Nearest neighbour moves the element, NaN payload and all (judged)"""
    dml.check_property('DML_RESAMPLE_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
