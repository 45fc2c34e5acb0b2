# Emitted by `python -m generators` from spec/operators/resample3.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_RESAMPLE3_OPERATOR_DESC (ns-directml-dml_resample3_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_nearest_floor_half_pixel_2x(dml):
    """ns-directml-dml_resample3_operator_desc.md: Description (the coordinate relation); Members: RoundingDirection (DECREASING: floor); Members: Scales (the edges clamped) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-nearest-floor-half-pixel-2x-0110a104c2',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'inputs': {'InputTensor': [1, 2, 3]},
        'expected': {'OutputTensor': [1, 1, 1, 2, 2, 3]},
        'provenance': {
            'name': 'resample3-nearest-floor-half-pixel-2x',
            'spec_item': 'examples/nearest-floor-half-pixel-2x',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Description (the coordinate relation); Members: RoundingDirection (DECREASING: floor); Members: Scales (the edges clamped) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_nearest_ceil_half_pixel_2x(dml):
    """ns-directml-dml_resample3_operator_desc.md: Description (the coordinate relation); Members: RoundingDirection (INCREASING: ceil); Members: Scales (the edges clamped) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-nearest-ceil-half-pixel-2x-98128c0b6f',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'inputs': {'InputTensor': [1, 2, 3]},
        'expected': {'OutputTensor': [1, 2, 2, 3, 3, 3]},
        'provenance': {
            'name': 'resample3-nearest-ceil-half-pixel-2x',
            'spec_item': 'examples/nearest-ceil-half-pixel-2x',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Description (the coordinate relation); Members: RoundingDirection (INCREASING: ceil); Members: Scales (the edges clamped) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_linear_half_pixel_2x_clamped(dml):
    """ns-directml-dml_resample3_operator_desc.md: Members: InterpolationMode (LINEAR: the weighted average of the two nearest elements); Members: Scales (the edges clamped) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-linear-half-pixel-2x-clamped-de745b2ae9',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 2,
            'Scales': [1, 2],
            'InputPixelOffsets': [0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5],
            'Antialiased': False,
        },
        'inputs': {'InputTensor': [0, 4]},
        'expected': {'OutputTensor': [0, 1, 3, 4]},
        'provenance': {
            'name': 'resample3-linear-half-pixel-2x-clamped',
            'spec_item': 'examples/linear-half-pixel-2x-clamped',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Members: InterpolationMode (LINEAR: the weighted average of the two nearest elements); Members: Scales (the edges clamped) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_linear_asymmetric_downsample(dml):
    """ns-directml-dml_resample3_operator_desc.md: Description (the coordinate relation, offsets 0: the pixels' top left corners); Members: Scales (scales < 1 scale down) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-linear-asymmetric-downsample-649d6f164b',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 1,
            'Scales': [0.5],
            'InputPixelOffsets': [0],
            'OutputPixelOffsets': [0],
            'Antialiased': False,
        },
        'inputs': {'InputTensor': [1, 3, 5, 7]},
        'expected': {'OutputTensor': [1, 5]},
        'provenance': {
            'name': 'resample3-linear-asymmetric-downsample',
            'spec_item': 'examples/linear-asymmetric-downsample',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Description (the coordinate relation, offsets 0: the pixels' top left corners); Members: Scales (scales < 1 scale down) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_antialiased_quarter(dml):
    """ns-directml-dml_resample3_operator_desc.md: Members: Antialiased (the filter stretched by max(1, 1 / scale) when LINEAR and 1 / Scales > 2) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-antialiased-quarter-573a10b8ed',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [8]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 1,
            'Scales': [0.25],
            'InputPixelOffsets': [0.5],
            'OutputPixelOffsets': [-0.5],
            'Antialiased': True,
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7]},
        'expected': {'OutputTensor': [1.8928571939468384, 5.107142925262451]},
        'provenance': {
            'name': 'resample3-antialiased-quarter',
            'spec_item': 'examples/antialiased-quarter',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Members: Antialiased (the filter stretched by max(1, 1 / scale) when LINEAR and 1 / Scales > 2) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_resample3_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-known-fields-398d92e5fa',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'resample3-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_resample3_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-introduced-in-80fb98a6c3',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'resample3-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-tensor-support-data-type-218dfddf3f',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-known-data-type-f11ee0b318',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'resample3-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-dimension-count-range-b7c7107212',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'resample3-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-sizes-nonzero-b827919956',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'resample3-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-strides-count-7ce5ed5b3c',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'resample3-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-output-strides-no-overlap-554f870e66',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6], 'Strides': [6, 6, 6, 0]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'resample3-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-total-size-minimum-1ba30f1a8f',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'TotalTensorSizeInBytes': 11},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'resample3-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-element-count-max-6a6c8eb1fe',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'resample3-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-base-offset-alignment-161c6367ee',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'resample3-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-same-rank-933414dfc2',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'resample3-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-same-data-type-7adcd94604',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'resample3-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_resample3_operator_desc.md: Members: DimensionCount (must match the dimension count of InputTensor and OutputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-dimension-count-9d5450d9d4',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 5,
            'Scales': [1, 1, 1, 2, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'resample3-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Members: DimensionCount (must match the dimension count of InputTensor and OutputTensor)',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_resample3_operator_desc.md: Members: Scales, InputPixelOffsets, OutputPixelOffsets (_Field_size_(DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-array-lengths-b790c4124a',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'resample3-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Members: Scales, InputPixelOffsets, OutputPixelOffsets (_Field_size_(DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_interpolation_mode_value(dml):
    """ns-directml-dml_resample3_operator_desc.md: Members: InterpolationMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-interpolation-mode-value-0b109cf966',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 2,
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['interpolation-mode-value'],
        'provenance': {
            'name': 'resample3-invalid-interpolation-mode-value',
            'spec_item': 'rules/interpolation-mode-value',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Members: InterpolationMode',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_invalid_rounding_direction_value(dml):
    """ns-directml-dml_resample3_operator_desc.md: Members: RoundingDirection"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-invalid-rounding-direction-value-ef5a7d2da1',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 2,
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['rounding-direction-value'],
        'provenance': {
            'name': 'resample3-invalid-rounding-direction-value',
            'spec_item': 'rules/rounding-direction-value',
            'cite': 'ns-directml-dml_resample3_operator_desc.md: Members: RoundingDirection',
            'generator': 'invalid',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_inputtensor_uint32(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-inputtensor-uint32-218dfddf3f',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-inputtensor-uint32',
            'spec_item': 'tensor_support/6_4/InputTensor/excluded/UINT32',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_inputtensor_uint16(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-inputtensor-uint16-efa75f1194',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-inputtensor-uint16',
            'spec_item': 'tensor_support/6_4/InputTensor/excluded/UINT16',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_inputtensor_int32(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-inputtensor-int32-52937e519d',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-inputtensor-int32',
            'spec_item': 'tensor_support/6_4/InputTensor/excluded/INT32',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_inputtensor_int16(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-inputtensor-int16-a7498a1a37',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-inputtensor-int16',
            'spec_item': 'tensor_support/6_4/InputTensor/excluded/INT16',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_inputtensor_float64(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-inputtensor-float64-c9866d8b1c',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-inputtensor-float64',
            'spec_item': 'tensor_support/6_4/InputTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_inputtensor_uint64(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-inputtensor-uint64-907ecf778f',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-inputtensor-uint64',
            'spec_item': 'tensor_support/6_4/InputTensor/excluded/UINT64',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_inputtensor_int64(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-inputtensor-int64-3d0ad5302a',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-inputtensor-int64',
            'spec_item': 'tensor_support/6_4/InputTensor/excluded/INT64',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_outputtensor_uint32(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-outputtensor-uint32-218dfddf3f',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-outputtensor-uint32',
            'spec_item': 'tensor_support/6_4/OutputTensor/excluded/UINT32',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_outputtensor_uint16(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-outputtensor-uint16-efa75f1194',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-outputtensor-uint16',
            'spec_item': 'tensor_support/6_4/OutputTensor/excluded/UINT16',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_outputtensor_int32(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-outputtensor-int32-52937e519d',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-outputtensor-int32',
            'spec_item': 'tensor_support/6_4/OutputTensor/excluded/INT32',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_outputtensor_int16(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-outputtensor-int16-a7498a1a37',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-outputtensor-int16',
            'spec_item': 'tensor_support/6_4/OutputTensor/excluded/INT16',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_outputtensor_float64(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-outputtensor-float64-c9866d8b1c',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-outputtensor-float64',
            'spec_item': 'tensor_support/6_4/OutputTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_outputtensor_uint64(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-outputtensor-uint64-907ecf778f',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-outputtensor-uint64',
            'spec_item': 'tensor_support/6_4/OutputTensor/excluded/UINT64',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_unsupported_6_4_outputtensor_int64(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-unsupported-6_4-outputtensor-int64-3d0ad5302a',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 1, 2],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample3-unsupported-6_4-outputtensor-int64',
            'spec_item': 'tensor_support/6_4/OutputTensor/excluded/INT64',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
            'base': 'examples/nearest-floor-half-pixel-2x',
        },
    })


def test_dimension_count_5_6_4(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample3-dimensions-6_4-5-565aaf463e',
        'operator': 'DML_RESAMPLE3_OPERATOR_DESC',
        'feature_level': '6_4',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'DimensionCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
            'InputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
            'OutputPixelOffsets': [-0.5, -0.5, -0.5, -0.5, -0.5],
            'Antialiased': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample3-dimensions-6_4-5',
            'spec_item': 'tensor_support/6_4/dimensions/5',
            'cite': "ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4)",
            'generator': 'support-rows',
        },
    })


def test_property_6_4_inputtensor_float32(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE3_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT32'})


def test_property_6_4_inputtensor_float16(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE3_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT16'})


def test_property_6_4_inputtensor_int8(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4) (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE3_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'INT8'})


def test_property_6_4_inputtensor_uint8(dml):
    """ns-directml-dml_resample3_operator_desc.md: Tensor support (the page's one table: the Availability level, DML_FEATURE_LEVEL_6_4) (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE3_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'UINT8'})


def test_equivalence_resample2_when_not_antialiased(dml):
    """ns-directml-dml_resample3_operator_desc.md: Remarks (when Antialiased is false, equivalent to DML_RESAMPLE2_OPERATOR_DESC): equals DML_RESAMPLE2_OPERATOR_DESC when Antialiased False"""
    dml.check_equivalence('DML_RESAMPLE3_OPERATOR_DESC', 'resample2-when-not-antialiased')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_resample3_operator_desc.md: unspecified nan-inputs: the page does not say what linear interpolation gives where an element it reads is NaN with weight 0 (a lerp a + f * (b - a) reads both). The reference reads both elements of each pair, a zero weight included; such elements are observed. Nearest neighbour moves the element, NaN payload and all (judged)"""
    dml.check_property('DML_RESAMPLE3_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_resample3_operator_desc.md: unspecified nan-inputs: the page does not say what linear interpolation gives where an element it reads is NaN with weight 0 (a lerp a + f * (b - a) reads both). The reference reads both elements of each pair, a zero weight included; such elements are observed. Nearest neighbour moves the element, NaN payload and all (judged)"""
    dml.check_property('DML_RESAMPLE3_OPERATOR_DESC', row='6_4', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
