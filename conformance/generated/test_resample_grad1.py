# Emitted by `python -m generators` from spec/operators/resample_grad1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_RESAMPLE_GRAD1_OPERATOR_DESC (ns-directml-dml_resample_grad1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_page_nearest_3_halves_by_half(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Description (the page's example, drawn with no field values: a nearest-neighbor scaling of 1.5x in the width and 0.5x in the height; InputGradientTensor [4, 5, 6], OutputGradientTensor [[9, 6], [0, 0]]) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-page-nearest-3-halves-by-half-18d06ff6ac',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'inputs': {'InputGradientTensor': [4, 5, 6]},
        'expected': {'OutputGradientTensor': [9, 6, 0, 0]},
        'provenance': {
            'name': 'resample_grad1-page-nearest-3-halves-by-half',
            'spec_item': 'examples/page-nearest-3-halves-by-half',
            'cite': "ns-directml-dml_resample_grad1_operator_desc.md: Description (the page's example, drawn with no field values: a nearest-neighbor scaling of 1.5x in the width and 0.5x in the height; InputGradientTensor [4, 5, 6], OutputGradientTensor [[9, 6], [0, 0]]) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_linear_half_pixel_2x_clamped(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Description (the weighted contributions); resample2.yaml's example linear-half-pixel-2x-clamped (the forward's offsets 0.5 and -0.5, this desc's -0.5 and 0.5: offsets-name-the-gradient-tensors; x = 0, 0.25, 0.75, 1: weights (1, 0), (0.75, 0.25), (0.25, 0.75), (0, 1)) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-linear-half-pixel-2x-clamped-698c3b7b34',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'DimensionCount': 2,
            'Scales': [1, 2],
            'InputPixelOffsets': [-0.5, -0.5],
            'OutputPixelOffsets': [0.5, 0.5],
        },
        'inputs': {'InputGradientTensor': [4, 8, 16, 32]},
        'expected': {'OutputGradientTensor': [14, 46]},
        'provenance': {
            'name': 'resample_grad1-linear-half-pixel-2x-clamped',
            'spec_item': 'examples/linear-half-pixel-2x-clamped',
            'cite': "ns-directml-dml_resample_grad1_operator_desc.md: Description (the weighted contributions); resample2.yaml's example linear-half-pixel-2x-clamped (the forward's offsets 0.5 and -0.5, this desc's -0.5 and 0.5: offsets-name-the-gradient-tensors; x = 0, 0.25, 0.75, 1: weights (1, 0), (0.75, 0.25), (0.25, 0.75), (0, 1)) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-known-fields-f368651fdf',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'resample_grad1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-introduced-in-4a591e6b89',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'resample_grad1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-tensor-support-data-type-c0d9c09730',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-known-data-type-4eb8fb1273',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'resample_grad1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-dimension-count-range-46656eb3c9',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'resample_grad1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-sizes-nonzero-e06c5793d7',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'resample_grad1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-strides-count-9a9cad9646',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 3, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'resample_grad1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-output-strides-no-overlap-a3413c0d34',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'resample_grad1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-total-size-minimum-329d123d08',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'TotalTensorSizeInBytes': 11},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'resample_grad1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-element-count-max-357009fe8b',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'resample_grad1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-base-offset-alignment-d2b5c63b95',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'resample_grad1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-same-rank-33d6348336',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'resample_grad1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-same-data-type-5abaf5ea90',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'resample_grad1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Members: DimensionCount (must equal the DimensionCount provided in the InputGradientTensor and OutputGradientTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-dimension-count-fad177ece9',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 5,
            'Scales': [1, 1, 0.5, 1.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'resample_grad1-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Members: DimensionCount (must equal the DimensionCount provided in the InputGradientTensor and OutputGradientTensor)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Members: Scales, InputPixelOffsets, OutputPixelOffsets (_Field_size_(DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-array-lengths-e95c0f7dce',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'resample_grad1-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Members: Scales, InputPixelOffsets, OutputPixelOffsets (_Field_size_(DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_interpolation_mode_value(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Members: InterpolationMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-interpolation-mode-value-1e77992dfc',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 2,
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['interpolation-mode-value'],
        'provenance': {
            'name': 'resample_grad1-invalid-interpolation-mode-value',
            'spec_item': 'rules/interpolation-mode-value',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Members: InterpolationMode',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_rounding_direction_value(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Members: RoundingDirection"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-invalid-rounding-direction-value-3938bf7dd8',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 2,
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['rounding-direction-value'],
        'provenance': {
            'name': 'resample_grad1-invalid-rounding-direction-value',
            'spec_item': 'rules/rounding-direction-value',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Members: RoundingDirection',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint32(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-inputgradienttensor-uint32-c0d9c09730',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint16(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-inputgradienttensor-uint16-55d13ef7b8',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint8(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-inputgradienttensor-uint8-4d24910e2c',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_int32(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-inputgradienttensor-int32-cf677ba217',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-inputgradienttensor-int32',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_int16(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-inputgradienttensor-int16-7102041cc1',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-inputgradienttensor-int16',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_int8(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-inputgradienttensor-int8-a304cb0c4c',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-inputgradienttensor-int8',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_float64(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-inputgradienttensor-float64-3d9757a3d2',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-inputgradienttensor-float64',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint64(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-inputgradienttensor-uint64-da50c63bc4',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_int64(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-inputgradienttensor-int64-e11145aa9f',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-inputgradienttensor-int64',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint32(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-outputgradienttensor-uint32-c0d9c09730',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint16(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-outputgradienttensor-uint16-55d13ef7b8',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint8(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-outputgradienttensor-uint8-4d24910e2c',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_int32(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-outputgradienttensor-int32-cf677ba217',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-outputgradienttensor-int32',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_int16(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-outputgradienttensor-int16-7102041cc1',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-outputgradienttensor-int16',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_int8(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-outputgradienttensor-int8-a304cb0c4c',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-outputgradienttensor-int8',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_float64(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-outputgradienttensor-float64-3d9757a3d2',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-outputgradienttensor-float64',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint64(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-outputgradienttensor-uint64-da50c63bc4',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_int64(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-unsupported-5_1-outputgradienttensor-int64-e11145aa9f',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_DECREASING',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad1-unsupported-5_1-outputgradienttensor-int64',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_dimension_count_5_5_1(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad1-dimensions-5_1-5-8fb0311d8d',
        'operator': 'DML_RESAMPLE_GRAD1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'RoundingDirection': 'DML_AXIS_DIRECTION_INCREASING',
            'DimensionCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
            'InputPixelOffsets': [-0.5, -0.5, -0.5, -0.5, -0.5],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample_grad1-dimensions-5_1-5',
            'spec_item': 'tensor_support/5_1/dimensions/5',
            'cite': 'ns-directml-dml_resample_grad1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
        },
    })


def test_property_5_1_inputgradienttensor_float32(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support (InputGradientTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_GRAD1_OPERATOR_DESC', row='5_1', pins={'InputGradientTensor': 'FLOAT32'})


def test_property_5_1_inputgradienttensor_float16(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Tensor support (InputGradientTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_GRAD1_OPERATOR_DESC', row='5_1', pins={'InputGradientTensor': 'FLOAT16'})


def test_equivalence_adjoint_of_resample2(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Description (the gradient of DML_RESAMPLE2_OPERATOR_DESC, a linear map: by definition its adjoint, <RESAMPLE2(x), dy> = <x, RESAMPLE_GRAD1(dy)>): <OutputGradientTensor, y> equals <InputGradientTensor, RESAMPLE2(y).OutputTensor> for y = InputTensor = RESAMPLE_GRAD1(this side's inputs) (adjoint)"""
    dml.check_equivalence('DML_RESAMPLE_GRAD1_OPERATOR_DESC', 'adjoint-of-resample2')


def test_equivalence_resample_grad_when_linear(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: Remarks (equivalent to DML_RESAMPLE_GRAD_OPERATOR_DESC when InterpolationMode is LINEAR): equals DML_RESAMPLE_GRAD_OPERATOR_DESC when InterpolationMode DML_INTERPOLATION_MODE_LINEAR, RoundingDirection DML_AXIS_DIRECTION_DECREASING"""
    dml.check_equivalence('DML_RESAMPLE_GRAD1_OPERATOR_DESC', 'resample-grad-when-linear')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: unspecified nan-inputs: the page does not say whether linear's gradient adds an incoming element the forward weighted 0 (a lerp reads both elements of a pair): 0 * NaN is NaN. The reference adds every tap, a zero weight included; such elements are observed. Nearest neighbour adds each element once, weight 1 (judged)"""
    dml.check_property('DML_RESAMPLE_GRAD1_OPERATOR_DESC', row='5_1', pins={'InputGradientTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_resample_grad1_operator_desc.md: unspecified nan-inputs: the page does not say whether linear's gradient adds an incoming element the forward weighted 0 (a lerp reads both elements of a pair): 0 * NaN is NaN. The reference adds every tap, a zero weight included; such elements are observed. Nearest neighbour adds each element once, weight 1 (judged)"""
    dml.check_property('DML_RESAMPLE_GRAD1_OPERATOR_DESC', row='5_1', pins={'InputGradientTensor': 'FLOAT16'}, observe='nan-inputs')
