# Emitted by `python -m generators` from spec/operators/upsample_2d.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_UPSAMPLE_2D_OPERATOR_DESC (ns-directml-dml_upsample_2d_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_nearest_2x3(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Members: InterpolationMode (NEAREST_NEIGHBOR: the input element nearest to the corresponding pixel center); Members: OutputTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-nearest-2x3-de206bf5d9',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'inputs': {'InputTensor': [1, 2, 3, 4]},
        'expected': {
            'OutputTensor': [1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 3, 3, 3, 4, 4, 4],
        },
        'provenance': {
            'name': 'upsample_2d-nearest-2x3',
            'spec_item': 'examples/nearest-2x3',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Members: InterpolationMode (NEAREST_NEIGHBOR: the input element nearest to the corresponding pixel center); Members: OutputTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_linear_half_pixel_2x_clamped(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Members: InterpolationMode (LINEAR: the weighted average of the 2 nearest elements in each of height and width); implied offsets (RESAMPLE's pixel centres) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-linear-half-pixel-2x-clamped-7004d36ed9',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleSize': {'Width': 2, 'Height': 1},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
        },
        'inputs': {'InputTensor': [0, 4]},
        'expected': {'OutputTensor': [0, 1, 3, 4]},
        'provenance': {
            'name': 'upsample_2d-linear-half-pixel-2x-clamped',
            'spec_item': 'examples/linear-half-pixel-2x-clamped',
            'cite': "ns-directml-dml_upsample_2d_operator_desc.md: Members: InterpolationMode (LINEAR: the weighted average of the 2 nearest elements in each of height and width); implied offsets (RESAMPLE's pixel centres) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_linear_5d_depth_not_averaged(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Members: InterpolationMode (LINEAR: samples are only ever averaged along the width and height dimensions, never along the batch, channel, or depth) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-linear-5d-depth-not-averaged-158b4ec060',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1, 4]},
            'ScaleSize': {'Width': 2, 'Height': 1},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
        },
        'inputs': {'InputTensor': [0, 8, 16, 24]},
        'expected': {'OutputTensor': [0, 2, 6, 8, 16, 18, 22, 24]},
        'provenance': {
            'name': 'upsample_2d-linear-5d-depth-not-averaged',
            'spec_item': 'examples/linear-5d-depth-not-averaged',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Members: InterpolationMode (LINEAR: samples are only ever averaged along the width and height dimensions, never along the batch, channel, or depth) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-known-fields-3dc3155714',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'upsample_2d-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-tensor-support-data-type-c8c6856eb1',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-tensor-support-dimension-count-898e4bd758',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'upsample_2d-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-known-data-type-4789d56c5e',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'upsample_2d-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-dimension-count-range-9a46878427',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'upsample_2d-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-sizes-nonzero-5b0c9296a6',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'upsample_2d-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-strides-count-3d69e1f6a0',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 4, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'upsample_2d-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-output-strides-no-overlap-965702d811',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6], 'Strides': [24, 24, 0, 1]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'upsample_2d-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-total-size-minimum-a2cadc0a32',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'upsample_2d-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-element-count-max-e6e79d2cba',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'upsample_2d-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-base-offset-alignment-d346e8aa42',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'upsample_2d-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-same-rank-0efabf551a',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6, 1]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'upsample_2d-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-same-data-type-ad2610efa3',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'upsample_2d-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_interpolation_mode_value(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Members: InterpolationMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-interpolation-mode-value-2cfa8c83a5',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 2,
        },
        'expect': 'invalid',
        'violates': ['interpolation-mode-value'],
        'provenance': {
            'name': 'upsample_2d-invalid-interpolation-mode-value',
            'spec_item': 'rules/interpolation-mode-value',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Members: InterpolationMode',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_scale_size_range(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Members: ScaleSize (0 < ScaleSize.Height <= UINT_MAX / InputHeight and 0 < ScaleSize.Width <= UINT_MAX / InputWidth)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-scale-size-range-f1c0f91041',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 0},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['scale-size-range'],
        'provenance': {
            'name': 'upsample_2d-invalid-scale-size-range',
            'spec_item': 'rules/scale-size-range',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Members: ScaleSize (0 < ScaleSize.Height <= UINT_MAX / InputHeight and 0 < ScaleSize.Width <= UINT_MAX / InputWidth)',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Members: OutputTensor ({ InputBatchCount, InputChannelCount, [InputDepth,] InputHeight * HeightScale, InputWidth * WidthScale }); erratum output-tensor-text"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-invalid-output-sizes-c0c488c373',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 7]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'upsample_2d-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Members: OutputTensor ({ InputBatchCount, InputChannelCount, [InputDepth,] InputHeight * HeightScale, InputWidth * WidthScale }); erratum output-tensor-text',
            'generator': 'invalid',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-inputtensor-uint32-c8c6856eb1',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-inputtensor-uint16-1050009cda',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-inputtensor-uint8-235f96e101',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-inputtensor-int32-99c291bf8f',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-inputtensor-int16-d0dcffdd49',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-inputtensor-int8-3d143449ac',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-outputtensor-uint32-c8c6856eb1',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-outputtensor-uint16-1050009cda',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-outputtensor-uint8-235f96e101',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-outputtensor-int32-99c291bf8f',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-outputtensor-int16-d0dcffdd49',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-unsupported-1_0-outputtensor-int8-3d143449ac',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 6]},
            'ScaleSize': {'Width': 3, 'Height': 2},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'upsample_2d-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/nearest-2x3',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-dimensions-1_0-3-27dd1e9c3f',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ScaleSize': {'Width': 1, 'Height': 1},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'upsample_2d-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_1_0(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'upsample_2d-dimensions-1_0-6-9fff8c7a13',
        'operator': 'DML_UPSAMPLE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'ScaleSize': {'Width': 1, 'Height': 1},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'upsample_2d-dimensions-1_0-6',
            'spec_item': 'tensor_support/1_0/dimensions/6',
            'cite': 'ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_UPSAMPLE_2D_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_UPSAMPLE_2D_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_resample_at_integer_scales(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Description (prefer DML_RESAMPLE_OPERATOR_DESC, a more flexible version of DML_UPSAMPLE_2D); issue 40 (RESAMPLE with integer upscale and nearest mode as UPSAMPLE_2D): equals DML_RESAMPLE_OPERATOR_DESC with Scales = [1, 1, ScaleSize.Height, ScaleSize.Width] with ScaleCount = InputTensor.DimensionCount when InterpolationMode DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR"""
    dml.check_equivalence('DML_UPSAMPLE_2D_OPERATOR_DESC', 'resample-at-integer-scales')


def test_equivalence_resample_linear_at_integer_scales(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: Description (prefer DML_RESAMPLE_OPERATOR_DESC, a more flexible version of DML_UPSAMPLE_2D); Members: InterpolationMode (LINEAR: the 2 nearest elements in each of height and width): equals DML_RESAMPLE_OPERATOR_DESC with Scales = [1, 1, ScaleSize.Height, ScaleSize.Width] with ScaleCount = InputTensor.DimensionCount when InterpolationMode DML_INTERPOLATION_MODE_LINEAR"""
    dml.check_equivalence('DML_UPSAMPLE_2D_OPERATOR_DESC', 'resample-linear-at-integer-scales')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: unspecified nan-inputs: the page does not say what linear interpolation gives where an element it reads is NaN with weight 0 (a lerp a + f * (b - a) reads both). The reference reads both elements of each pair, a zero weight included; such elements are observed. Nearest neighbour moves the element, NaN payload and all (judged)"""
    dml.check_property('DML_UPSAMPLE_2D_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_upsample_2d_operator_desc.md: unspecified nan-inputs: the page does not say what linear interpolation gives where an element it reads is NaN with weight 0 (a lerp a + f * (b - a) reads both). The reference reads both elements of each pair, a zero weight included; such elements are observed. Nearest neighbour moves the element, NaN payload and all (judged)"""
    dml.check_property('DML_UPSAMPLE_2D_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
