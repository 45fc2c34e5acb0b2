# Emitted by `python -m generators` from spec/operators/resample1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_RESAMPLE1_OPERATOR_DESC (ns-directml-dml_resample1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_nearest_half_pixel_2x(dml):
    """ns-directml-dml_resample1_operator_desc.md: Members: InterpolationMode (NEAREST_NEIGHBOR: the input element nearest to the pixel center); Remarks (offsets 0.5 and -0.5: DML_RESAMPLE_OPERATOR_DESC) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-nearest-half-pixel-2x-4628221316',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'inputs': {'InputTensor': [1, 2, 3]},
        'expected': {'OutputTensor': [1, 1, 2, 2, 3, 3]},
        'provenance': {
            'name': 'resample1-nearest-half-pixel-2x',
            'spec_item': 'examples/nearest-half-pixel-2x',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Members: InterpolationMode (NEAREST_NEIGHBOR: the input element nearest to the pixel center); Remarks (offsets 0.5 and -0.5: DML_RESAMPLE_OPERATOR_DESC) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_linear_half_pixel_2x_clamped(dml):
    """ns-directml-dml_resample1_operator_desc.md: Members: InterpolationMode (LINEAR: the weighted average of the two nearest elements); Members: Scales (the edges clamped) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-linear-half-pixel-2x-clamped-c5ebea111b',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'DimensionCount': 2,
            'Scales': [1, 2],
            'InputPixelOffsets': [0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5],
        },
        'inputs': {'InputTensor': [0, 4]},
        'expected': {'OutputTensor': [0, 1, 3, 4]},
        'provenance': {
            'name': 'resample1-linear-half-pixel-2x-clamped',
            'spec_item': 'examples/linear-half-pixel-2x-clamped',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Members: InterpolationMode (LINEAR: the weighted average of the two nearest elements); Members: Scales (the edges clamped) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_linear_asymmetric_downsample(dml):
    """ns-directml-dml_resample1_operator_desc.md: Description (the coordinate relation, offsets 0: the pixels' top left corners); Members: Scales (scales < 1 scale down) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-linear-asymmetric-downsample-ad02b62951',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'DimensionCount': 1,
            'Scales': [0.5],
            'InputPixelOffsets': [0],
            'OutputPixelOffsets': [0],
        },
        'inputs': {'InputTensor': [1, 3, 5, 7]},
        'expected': {'OutputTensor': [1, 5]},
        'provenance': {
            'name': 'resample1-linear-asymmetric-downsample',
            'spec_item': 'examples/linear-asymmetric-downsample',
            'cite': "ns-directml-dml_resample1_operator_desc.md: Description (the coordinate relation, offsets 0: the pixels' top left corners); Members: Scales (scales < 1 scale down) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_resample1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-invalid-known-fields-858f4ac0c0',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'resample1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_resample1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-invalid-introduced-in-38c2e1918e',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'resample1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-invalid-tensor-support-data-type-75b9ad3b8d',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-invalid-known-data-type-bb72c858d4',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'resample1-invalid-known-data-type',
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
        'id': 'resample1-invalid-dimension-count-range-fd863c7ad8',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'resample1-invalid-dimension-count-range',
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
        'id': 'resample1-invalid-sizes-nonzero-90e0a318fd',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'resample1-invalid-sizes-nonzero',
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
        'id': 'resample1-invalid-strides-count-0c090bf0f6',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'resample1-invalid-strides-count',
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
        'id': 'resample1-invalid-output-strides-no-overlap-f36d04b44f',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6], 'Strides': [6, 6, 6, 0]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'resample1-invalid-output-strides-no-overlap',
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
        'id': 'resample1-invalid-total-size-minimum-910c7a1df5',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'TotalTensorSizeInBytes': 11},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'resample1-invalid-total-size-minimum',
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
        'id': 'resample1-invalid-element-count-max-730cc761ab',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'resample1-invalid-element-count-max',
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
        'id': 'resample1-invalid-base-offset-alignment-f5262fcc2f',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'resample1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-invalid-same-rank-e0b0ecefaa',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'DimensionCount': 2,
            'Scales': [1, 2],
            'InputPixelOffsets': [0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'resample1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/linear-half-pixel-2x-clamped',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-invalid-same-data-type-d274e650c5',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'resample1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_resample1_operator_desc.md: Members: DimensionCount (must match the dimension count of InputTensor and OutputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-invalid-dimension-count-e1e89ce6b0',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 5,
            'Scales': [1, 1, 1, 2, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'resample1-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Members: DimensionCount (must match the dimension count of InputTensor and OutputTensor)',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_resample1_operator_desc.md: Members: Scales, InputPixelOffsets, OutputPixelOffsets (_Field_size_(DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-invalid-array-lengths-5e6a0c7649',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'resample1-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Members: Scales, InputPixelOffsets, OutputPixelOffsets (_Field_size_(DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_invalid_interpolation_mode_value(dml):
    """ns-directml-dml_resample1_operator_desc.md: Members: InterpolationMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-invalid-interpolation-mode-value-3db1346330',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 2,
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['interpolation-mode-value'],
        'provenance': {
            'name': 'resample1-invalid-interpolation-mode-value',
            'spec_item': 'rules/interpolation-mode-value',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Members: InterpolationMode',
            'generator': 'invalid',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_uint32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-inputtensor-uint32-6b463878c8',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-inputtensor-uint32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_uint16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-inputtensor-uint16-462039ed0e',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-inputtensor-uint16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_int32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-inputtensor-int32-41461aaf9f',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-inputtensor-int32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_int16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-inputtensor-int16-0f269a5e35',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-inputtensor-int16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_float64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-inputtensor-float64-01d43b2006',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-inputtensor-float64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_uint64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-inputtensor-uint64-99fe452f05',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-inputtensor-uint64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_inputtensor_int64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-inputtensor-int64-4e4be4cb4d',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-inputtensor-int64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_uint32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-outputtensor-uint32-6b463878c8',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-outputtensor-uint32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_uint16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-outputtensor-uint16-462039ed0e',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-outputtensor-uint16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_int32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-outputtensor-int32-41461aaf9f',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-outputtensor-int32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_int16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-outputtensor-int16-0f269a5e35',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-outputtensor-int16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_float64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-outputtensor-float64-01d43b2006',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-outputtensor-float64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_uint64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-outputtensor-uint64-99fe452f05',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-outputtensor-uint64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_6_2_outputtensor_int64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-6_2-outputtensor-int64-4e4be4cb4d',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-6_2-outputtensor-int64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_uint32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-inputtensor-uint32-a4ca63d9f5',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-inputtensor-uint32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_uint16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-inputtensor-uint16-1147c32181',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-inputtensor-uint16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_uint8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-inputtensor-uint8-97ed4c2a1f',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-inputtensor-uint8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_int32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-inputtensor-int32-df72849bd1',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-inputtensor-int32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_int16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-inputtensor-int16-6b77e1d07f',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-inputtensor-int16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_int8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-inputtensor-int8-87ccac4758',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-inputtensor-int8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_float64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-inputtensor-float64-dca0c6e4d7',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-inputtensor-float64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_uint64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-inputtensor-uint64-22a95b905c',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-inputtensor-uint64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_inputtensor_int64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-inputtensor-int64-db603811c8',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-inputtensor-int64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_uint32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-outputtensor-uint32-a4ca63d9f5',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-outputtensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_uint16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-outputtensor-uint16-1147c32181',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-outputtensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_uint8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-outputtensor-uint8-97ed4c2a1f',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-outputtensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_int32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-outputtensor-int32-df72849bd1',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-outputtensor-int32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_int16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-outputtensor-int16-6b77e1d07f',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-outputtensor-int16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_int8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-outputtensor-int8-87ccac4758',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-outputtensor-int8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_float64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-outputtensor-float64-dca0c6e4d7',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-outputtensor-float64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_uint64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-outputtensor-uint64-22a95b905c',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-outputtensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_5_1_outputtensor_int64(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-5_1-outputtensor-int64-db603811c8',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-5_1-outputtensor-int64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-inputtensor-uint32-75b9ad3b8d',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-inputtensor-uint32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-inputtensor-uint16-7c8ffc31db',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-inputtensor-uint8-7171956313',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-inputtensor-uint8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_inputtensor_int32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-inputtensor-int32-10755a6cf1',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-inputtensor-int32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_inputtensor_int16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-inputtensor-int16-a47998399c',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_inputtensor_int8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-inputtensor-int8-095274186a',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-inputtensor-int8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-outputtensor-uint32-75b9ad3b8d',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-outputtensor-uint16-7c8ffc31db',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-outputtensor-uint8-7171956313',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-outputtensor-int32-10755a6cf1',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-outputtensor-int16-a47998399c',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-unsupported-2_1-outputtensor-int8-095274186a',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample1-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/nearest-half-pixel-2x',
        },
    })


def test_dimension_count_5_6_2(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-dimensions-6_2-5-45e4495d28',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample1-dimensions-6_2-5',
            'spec_item': 'tensor_support/6_2/dimensions/5',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_1(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-dimensions-5_1-5-f6b0d5bbf5',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample1-dimensions-5_1-5',
            'spec_item': 'tensor_support/5_1/dimensions/5',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-dimensions-2_1-3-55853040c9',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 3,
            'Scales': [1.0, 1.0, 1.0],
            'InputPixelOffsets': [0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample1-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample1-dimensions-2_1-5-2a8fee20ee',
        'operator': 'DML_RESAMPLE1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5, -0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample1-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_6_2_inputtensor_float32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT32'})


def test_property_6_2_inputtensor_float16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT16'})


def test_property_6_2_inputtensor_int8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'INT8'})


def test_property_6_2_inputtensor_uint8(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'UINT8'})


def test_property_5_1_inputtensor_float32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'})


def test_property_5_1_inputtensor_float16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_resample1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_resample_with_center_offsets(dml):
    """ns-directml-dml_resample1_operator_desc.md: Remarks (InputPixelOffsets 0.5 and OutputPixelOffsets -0.5: equivalent to DML_RESAMPLE_OPERATOR_DESC): equals DML_RESAMPLE_OPERATOR_DESC with ScaleCount = DimensionCount when InputPixelOffsets 0.5, OutputPixelOffsets -0.5"""
    dml.check_equivalence('DML_RESAMPLE1_OPERATOR_DESC', 'resample-with-center-offsets')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_resample1_operator_desc.md: unspecified nan-inputs: the page does not say what linear interpolation gives where an element it reads is NaN with weight 0 (a lerp a + f * (b - a) reads both). The reference reads both elements of each pair, a zero weight included; such elements are observed. Nearest neighbour moves the element, NaN payload and all (judged)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_resample1_operator_desc.md: unspecified nan-inputs: the page does not say what linear interpolation gives where an element it reads is NaN with weight 0 (a lerp a + f * (b - a) reads both). The reference reads both elements of each pair, a zero weight included; such elements are observed. Nearest neighbour moves the element, NaN payload and all (judged)"""
    dml.check_property('DML_RESAMPLE1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
