# Emitted by `python -m generators` from spec/operators/resample_grad.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_RESAMPLE_GRAD_OPERATOR_DESC (ns-directml-dml_resample_grad_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_page_nearest_3_halves_by_half(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Description: the drawn example"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-page-nearest-3-halves-by-half-2a00bcf35e',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'inputs': {'InputGradientTensor': [4, 5, 6]},
        'expected': {'OutputGradientTensor': [9, 6, 0, 0]},
        'provenance': {
            'name': 'resample_grad-page-nearest-3-halves-by-half',
            'spec_item': 'examples/page-nearest-3-halves-by-half',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Description: the drawn example',
            'generator': 'examples',
        },
    })


def test_linear_half_pixel_2x_clamped(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Description (the weighted contributions); resample1.yaml's example linear-half-pixel-2x-clamped (the forward's offsets 0.5 and -0.5, this desc's -0.5 and 0.5: offsets-name-the-gradient-tensors; x = 0, 0.25, 0.75, 1: weights (1, 0), (0.75, 0.25), (0.25, 0.75), (0, 1)) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-linear-half-pixel-2x-clamped-76c413bb96',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'DimensionCount': 2,
            'Scales': [1, 2],
            'InputPixelOffsets': [-0.5, -0.5],
            'OutputPixelOffsets': [0.5, 0.5],
        },
        'inputs': {'InputGradientTensor': [4, 8, 16, 32]},
        'expected': {'OutputGradientTensor': [14, 46]},
        'provenance': {
            'name': 'resample_grad-linear-half-pixel-2x-clamped',
            'spec_item': 'examples/linear-half-pixel-2x-clamped',
            'cite': "ns-directml-dml_resample_grad_operator_desc.md: Description (the weighted contributions); resample1.yaml's example linear-half-pixel-2x-clamped (the forward's offsets 0.5 and -0.5, this desc's -0.5 and 0.5: offsets-name-the-gradient-tensors; x = 0, 0.25, 0.75, 1: weights (1, 0), (0.75, 0.25), (0.25, 0.75), (0, 1)) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-invalid-known-fields-3f803c4dcd',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'resample_grad-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-invalid-introduced-in-96d027c2d0',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'resample_grad-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-invalid-tensor-support-data-type-5e96fb68e4',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-invalid-known-data-type-dd7aa59f6e',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'resample_grad-invalid-known-data-type',
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
        'id': 'resample_grad-invalid-dimension-count-range-64068ea168',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'resample_grad-invalid-dimension-count-range',
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
        'id': 'resample_grad-invalid-sizes-nonzero-b17806dd92',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'resample_grad-invalid-sizes-nonzero',
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
        'id': 'resample_grad-invalid-strides-count-91852ac495',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 3, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'resample_grad-invalid-strides-count',
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
        'id': 'resample_grad-invalid-output-strides-no-overlap-07eac0f97f',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'resample_grad-invalid-output-strides-no-overlap',
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
        'id': 'resample_grad-invalid-total-size-minimum-a892de6d27',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'TotalTensorSizeInBytes': 11},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'resample_grad-invalid-total-size-minimum',
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
        'id': 'resample_grad-invalid-element-count-max-1640ad7a20',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'resample_grad-invalid-element-count-max',
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
        'id': 'resample_grad-invalid-base-offset-alignment-f73b40eb9b',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'resample_grad-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-invalid-same-rank-ce4dcbfe61',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'DimensionCount': 2,
            'Scales': [1, 2],
            'InputPixelOffsets': [-0.5, -0.5],
            'OutputPixelOffsets': [0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'resample_grad-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/linear-half-pixel-2x-clamped',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-invalid-same-data-type-84327d5be5',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'resample_grad-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Members: DimensionCount (must equal the DimensionCount provided in the InputGradientTensor and OutputGradientTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-invalid-dimension-count-1cf91700c5',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 5,
            'Scales': [1, 1, 0.5, 1.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'resample_grad-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Members: DimensionCount (must equal the DimensionCount provided in the InputGradientTensor and OutputGradientTensor)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Members: Scales, InputPixelOffsets, OutputPixelOffsets (_Field_size_(DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-invalid-array-lengths-9c4fab6936',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'resample_grad-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Members: Scales, InputPixelOffsets, OutputPixelOffsets (_Field_size_(DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_invalid_interpolation_mode_value(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Members: InterpolationMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-invalid-interpolation-mode-value-1ab05d2f62',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 2,
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['interpolation-mode-value'],
        'provenance': {
            'name': 'resample_grad-invalid-interpolation-mode-value',
            'spec_item': 'rules/interpolation-mode-value',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Members: InterpolationMode',
            'generator': 'invalid',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-inputgradienttensor-uint32-ea9425bd95',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-inputgradienttensor-uint16-930738460f',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint8(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-inputgradienttensor-uint8-cac301ca4d',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_int32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-inputgradienttensor-int32-8a49f5663f',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-inputgradienttensor-int32',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_int16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-inputgradienttensor-int16-c73251fbaf',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-inputgradienttensor-int16',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_int8(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-inputgradienttensor-int8-8d490e5a34',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-inputgradienttensor-int8',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_float64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-inputgradienttensor-float64-3ce19711ff',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-inputgradienttensor-float64',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_uint64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-inputgradienttensor-uint64-6bd178720b',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_inputgradienttensor_int64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-inputgradienttensor-int64-d3943d2435',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-inputgradienttensor-int64',
            'spec_item': 'tensor_support/5_1/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-outputgradienttensor-uint32-ea9425bd95',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-outputgradienttensor-uint16-930738460f',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint8(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-outputgradienttensor-uint8-cac301ca4d',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_int32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-outputgradienttensor-int32-8a49f5663f',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-outputgradienttensor-int32',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_int16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-outputgradienttensor-int16-c73251fbaf',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-outputgradienttensor-int16',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_int8(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-outputgradienttensor-int8-8d490e5a34',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-outputgradienttensor-int8',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_float64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-outputgradienttensor-float64-3ce19711ff',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-outputgradienttensor-float64',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_uint64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-outputgradienttensor-uint64-6bd178720b',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_5_1_outputgradienttensor_int64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-5_1-outputgradienttensor-int64-d3943d2435',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-5_1-outputgradienttensor-int64',
            'spec_item': 'tensor_support/5_1/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-inputgradienttensor-uint32-5e96fb68e4',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-inputgradienttensor-uint16-49e6178431',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint8(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-inputgradienttensor-uint8-1fcf5f1ac5',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-inputgradienttensor-int32-40c4d902bc',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-inputgradienttensor-int32',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-inputgradienttensor-int16-378b840609',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-inputgradienttensor-int16',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int8(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-inputgradienttensor-int8-11eaf5f5d2',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-inputgradienttensor-int8',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_inputgradienttensor_float64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-inputgradienttensor-float64-ca7d1edf1c',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-inputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-inputgradienttensor-uint64-3278fe1372',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-inputgradienttensor-int64-3bc80a9be7',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-inputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-outputgradienttensor-uint32-5e96fb68e4',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-outputgradienttensor-uint16-49e6178431',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint8(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-outputgradienttensor-uint8-1fcf5f1ac5',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-outputgradienttensor-int32-40c4d902bc',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-outputgradienttensor-int32',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-outputgradienttensor-int16-378b840609',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-outputgradienttensor-int16',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int8(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-outputgradienttensor-int8-11eaf5f5d2',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-outputgradienttensor-int8',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_outputgradienttensor_float64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-outputgradienttensor-float64-ca7d1edf1c',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-outputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-outputgradienttensor-uint64-3278fe1372',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int64(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-unsupported-3_0-outputgradienttensor-int64-3bc80a9be7',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 4,
            'Scales': [1, 1, 0.5, 1.5],
            'InputPixelOffsets': [0, 0, 0, 0],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'resample_grad-unsupported-3_0-outputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-3-halves-by-half',
        },
    })


def test_dimension_count_5_5_1(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-dimensions-5_1-5-48ae644ee7',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
            'InputPixelOffsets': [-0.5, -0.5, -0.5, -0.5, -0.5],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample_grad-dimensions-5_1-5',
            'spec_item': 'tensor_support/5_1/dimensions/5',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-dimensions-3_0-3-c4653a1dc9',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 3,
            'Scales': [1.0, 1.0, 1.0],
            'InputPixelOffsets': [-0.5, -0.5, -0.5],
            'OutputPixelOffsets': [0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample_grad-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_3_0(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'resample_grad-dimensions-3_0-5-5513e3de9f',
        'operator': 'DML_RESAMPLE_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'DimensionCount': 5,
            'Scales': [1.0, 1.0, 1.0, 1.0, 1.0],
            'InputPixelOffsets': [-0.5, -0.5, -0.5, -0.5, -0.5],
            'OutputPixelOffsets': [0.5, 0.5, 0.5, 0.5, 0.5],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'resample_grad-dimensions-3_0-5',
            'spec_item': 'tensor_support/3_0/dimensions/5',
            'cite': 'ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_1_inputgradienttensor_float32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputGradientTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_GRAD_OPERATOR_DESC', row='5_1', pins={'InputGradientTensor': 'FLOAT32'})


def test_property_5_1_inputgradienttensor_float16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputGradientTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_GRAD_OPERATOR_DESC', row='5_1', pins={'InputGradientTensor': 'FLOAT16'})


def test_property_3_0_inputgradienttensor_float32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'FLOAT32'})


def test_property_3_0_inputgradienttensor_float16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputGradientTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_RESAMPLE_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'FLOAT16'})


def test_equivalence_adjoint_of_resample1(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: Description (the gradient of DML_RESAMPLE1_OPERATOR_DESC, a linear map: by definition its adjoint, <RESAMPLE1(x), dy> = <x, RESAMPLE_GRAD(dy)>): <OutputGradientTensor, y> equals <InputGradientTensor, RESAMPLE1(y).OutputTensor> for y = InputTensor = RESAMPLE_GRAD(this side's inputs) (adjoint)"""
    dml.check_equivalence('DML_RESAMPLE_GRAD_OPERATOR_DESC', 'adjoint-of-resample1')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: unspecified nan-inputs: the page does not say whether linear's gradient adds an incoming element the forward weighted 0 (a lerp reads both elements of a pair): 0 * NaN is NaN. The reference adds every tap, a zero weight included; such elements are observed. Nearest neighbour adds each element once, weight 1 (judged)"""
    dml.check_property('DML_RESAMPLE_GRAD_OPERATOR_DESC', row='5_1', pins={'InputGradientTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_resample_grad_operator_desc.md: unspecified nan-inputs: the page does not say whether linear's gradient adds an incoming element the forward weighted 0 (a lerp reads both elements of a pair): 0 * NaN is NaN. The reference adds every tap, a zero weight included; such elements are observed. Nearest neighbour adds each element once, weight 1 (judged)"""
    dml.check_property('DML_RESAMPLE_GRAD_OPERATOR_DESC', row='5_1', pins={'InputGradientTensor': 'FLOAT16'}, observe='nan-inputs')
